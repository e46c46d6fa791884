import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import { useMembershipMutation } from "../../queries/community-members";
import { Button } from "../ui/button";

/** An invitation waiting for the viewer's address: accept (and be in) or decline. */
export function InvitationBanner({ community }: { community: Community }) {
  const mutation = useMembershipMutation(community.type, community.id);
  const invitation = community.invitation;
  if (!invitation) return null;
  const answer = (kind: "acceptInvitation" | "declineInvitation") =>
    mutation.mutate(
      { kind, invitationId: invitation.id },
      {
        onSuccess: () =>
          toast.success(kind === "acceptInvitation" ? `Welcome to ${community.name}` : "Invitation declined"),
        onError: (error) => toast.error(errorText(error, "Could not answer the invitation.")),
      },
    );
  return (
    <section
      aria-label="Invitation"
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center"
    >
      <p className="flex-1">You are invited to join {community.name}.</p>
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          disabled={mutation.isPending}
          onClick={() => answer("acceptInvitation")}
        >
          Accept invitation
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={mutation.isPending}
          onClick={() => answer("declineInvitation")}
        >
          Decline
        </Button>
      </div>
    </section>
  );
}
