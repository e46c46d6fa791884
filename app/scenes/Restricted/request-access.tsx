import { type FormEvent, useId, useState } from "react";
import { JOIN_MESSAGE_MAX_LENGTH } from "../../../shared/moderation";
import { InvitationBanner } from "../../components/entities/invitation-banner";
import { Button } from "../../components/ui/button";
import { Label, Textarea } from "../../components/ui/input";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import { useMembershipMutation } from "../../queries/community-members";

/**
 * The way into a private community for an outsider: an invitation waiting for them, a request to
 * join with an optional message for its admins, or the request already sent, which they may take back.
 */
export function RequestAccess({ community }: { community: Community }) {
  const id = useId();
  const mutation = useMembershipMutation(community.type, community.id);
  const [message, setMessage] = useState("");
  if (community.invitation) return <InvitationBanner community={community} />;
  if (community.can.cancelRequest) {
    return (
      <div className="grid justify-items-center gap-3">
        <p role="status">Your request to join is waiting for an admin.</p>
        <Button
          type="button"
          variant="outline"
          disabled={mutation.isPending}
          onClick={() =>
            mutation.mutate(
              { kind: "leave" },
              {
                onSuccess: () => toast.success("Request cancelled"),
                onError: (error) => toast.error(errorText(error, "Could not cancel the request.")),
              },
            )
          }
        >
          {mutation.isPending ? "Cancelling..." : "Cancel request"}
        </Button>
      </div>
    );
  }
  if (!community.can.requestToJoin) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { kind: "join", message: message.trim() || undefined },
      {
        onSuccess: () => toast.success("Request sent. An admin will answer it."),
        onError: (error) => toast.error(errorText(error, "Could not send the request.")),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid w-full gap-2 text-left">
      <Label htmlFor={`${id}-message`}>Message to the admins (optional)</Label>
      <Textarea
        id={`${id}-message`}
        rows={3}
        maxLength={JOIN_MESSAGE_MAX_LENGTH}
        value={message}
        placeholder="Say who you are and why you would like to join."
        onChange={(event) => setMessage(event.target.value)}
      />
      <Button type="submit" disabled={mutation.isPending} className="justify-self-center">
        {mutation.isPending ? "Sending..." : "Request to join"}
      </Button>
    </form>
  );
}
