import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { ConfirmDeleteDialog } from "../../components/ui/confirm-delete-dialog";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { type EventSubgroup, useSubgroupMembershipMutation } from "../../queries/event-subgroups";

/**
 * Join (a registered member), or Leave with a confirmation, by the page's `can` flags; a member
 * who is not registered for the event is told to register first, with the way to the event.
 */
export function MembershipButton({ subgroup }: { subgroup: EventSubgroup }) {
  const mutation = useSubgroupMembershipMutation(subgroup.event.id, subgroup.id);
  const [confirming, setConfirming] = useState(false);
  if (subgroup.can.join) {
    return (
      <Button
        type="button"
        size="sm"
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate(
            { kind: "join" },
            {
              onSuccess: () => toast.success(`You joined ${subgroup.name}`),
              onError: (error) => toast.error(errorText(error, "Could not join. Please try again.")),
            },
          )
        }
      >
        {mutation.isPending ? "Joining..." : "Join subgroup"}
      </Button>
    );
  }
  if (subgroup.can.leave) {
    return (
      <>
        <p className="text-sm text-muted-foreground">You're in this subgroup.</p>
        <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Leave subgroup
        </Button>
        <ConfirmDeleteDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Leave ${subgroup.name}?`}
          description="You can join it again while you are registered for the event."
          busy={mutation.isPending}
          confirmLabel="Leave"
          pendingLabel="Leaving..."
          onConfirm={() =>
            mutation.mutate(
              { kind: "leave" },
              {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(`You left ${subgroup.name}`);
                },
                onError: (error) => toast.error(errorText(error, "Could not leave. Please try again.")),
              },
            )
          }
        />
      </>
    );
  }
  if (!subgroup.isMember && !subgroup.registered) {
    return (
      <p className="text-sm">
        Register for the event to join its subgroups.{" "}
        <Link to={`/events/${subgroup.event.id}`} className="font-medium underline">
          Go to {subgroup.event.name}
        </Link>
      </p>
    );
  }
  return null;
}
