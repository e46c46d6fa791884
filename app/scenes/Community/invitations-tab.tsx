import { type FormEvent, useId, useState } from "react";
import { INVITATION_BATCH_MAX } from "../../../shared/moderation";
import { ListError, LoadMore } from "../../components/entities/list-states";
import { Button } from "../../components/ui/button";
import { describedBy } from "../../components/ui/form-field";
import { Label, Textarea } from "../../components/ui/input";
import { RelativeTime } from "../../components/ui/relative-time";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import {
  type InvitationOutcome,
  useInvitationsQuery,
  useInviteMutation,
  useMembershipMutation,
} from "../../queries/community-members";

const OUTCOME_TEXT: Record<InvitationOutcome["outcome"], string> = {
  invited: "invited",
  alreadyInvited: "already invited",
  alreadyMember: "already a member",
  optedOut: "asked to receive no invitations",
};

/** Addresses typed or pasted, one per line or separated by commas, semicolons or spaces. */
const addressesIn = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/** Invite people by e-mail (with or without an account), and the invitations still open. */
export function InvitationsTab({ community }: { community: Community }) {
  return (
    <div className="grid gap-6">
      <InviteForm community={community} />
      <OpenInvitations community={community} />
    </div>
  );
}

function InviteForm({ community }: { community: Community }) {
  const id = useId();
  const invite = useInviteMutation(community.type, community.id);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<InvitationOutcome[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emails = addressesIn(text);
    if (!emails.length) return setError("Add at least one address.");
    if (emails.length > INVITATION_BATCH_MAX)
      return setError(`Invite at most ${INVITATION_BATCH_MAX} addresses at once.`);
    setError(null);
    try {
      const answer = await invite.mutateAsync(emails);
      setOutcomes(answer);
      setText("");
      const sent = answer.filter((entry) => entry.outcome === "invited").length;
      toast.success(sent === 1 ? "1 invitation sent" : `${sent} invitations sent`);
    } catch (caught) {
      setError(errorText(caught, "The invitations could not be sent."));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 rounded-lg border bg-card p-4">
      <Label htmlFor={`${id}-emails`}>Invite by e-mail</Label>
      <Textarea
        id={`${id}-emails`}
        rows={3}
        value={text}
        placeholder="ana@example.org, ben@example.org"
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(`${id}-emails`, error ?? undefined, "hint")}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-emails-hint`} className="text-xs text-muted-foreground">
        Up to {INVITATION_BATCH_MAX} addresses. People without an account get an e-mail; their invitation
        waits until they sign up with that address.
      </p>
      {error && (
        <p id={`${id}-emails-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={invite.isPending}>
        {invite.isPending ? "Sending..." : "Send invitations"}
      </Button>
      {outcomes.length > 0 && (
        <ul aria-label="What became of each address" className="text-sm text-muted-foreground">
          {outcomes.map((entry) => (
            <li key={entry.email}>
              {entry.email}: {OUTCOME_TEXT[entry.outcome]}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

function OpenInvitations({ community }: { community: Community }) {
  const list = useInvitationsQuery(community.type, community.id, community.can.manageMembers);
  const mutation = useMembershipMutation(community.type, community.id);
  if (list.isPending) return <p role="status">Loading invitations...</p>;
  if (list.isError && !list.data) {
    return (
      <ListError
        message="Could not load the invitations."
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  const invitations = list.data.pages.flatMap((page) => page.invitations);
  return (
    <section aria-labelledby="open-invitations" className="grid gap-2">
      <h3 id="open-invitations" className="font-semibold">
        Open invitations
      </h3>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">No invitations waiting for an answer.</p>
      ) : (
        <ul className="divide-y rounded-lg border bg-card">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-2 p-3">
              <span className="min-w-0 flex-1 break-all">{invitation.email}</span>
              <span className="text-sm text-muted-foreground">
                sent <RelativeTime date={invitation.createdAt} />
                {invitation.invitedBy &&
                  ` by ${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`}
              </span>
              {invitation.can.revoke && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={mutation.isPending}
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  onClick={() =>
                    mutation.mutate(
                      { kind: "revokeInvitation", invitationId: invitation.id },
                      {
                        onSuccess: () => toast.success("Invitation withdrawn"),
                        onError: (error) =>
                          toast.error(errorText(error, "Could not withdraw the invitation.")),
                      },
                    )
                  }
                >
                  Withdraw
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => list.fetchNextPage()}
      />
    </section>
  );
}
