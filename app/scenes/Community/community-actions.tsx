import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EntityTools } from "../../components/entities/entity-tools";
import { ReportLink } from "../../components/entities/report-link";
import { Button } from "../../components/ui/button";
import { ConfirmDeleteDialog } from "../../components/ui/confirm-delete-dialog";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import { useMembershipMutation } from "../../queries/community-members";

const PATHS = { group: "/groups", partnership: "/partnerships" } as const;
const CHILD = { group: "Create subgroup", partnership: "Create sub-partnership" } as const;
const CHILD_PATH = { group: "create-subgroup", partnership: "create-subpartnership" } as const;

/**
 * What the viewer may do here, by the page's `can` flags: join or leave; for those who run it,
 * edit and create a subgroup; for its members, open its workspace and files.
 */
export function CommunityActions({ community }: { community: Community }) {
  const path = `${PATHS[community.type]}/${community.id}`;
  const { can } = community;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <MembershipButton community={community} />
      {can.update && (
        <Button asChild variant="outline" size="sm">
          <Link to={`${path}/edit`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Link>
        </Button>
      )}
      {can.createSubgroup && (
        <Button asChild variant="outline" size="sm">
          <Link to={`${path}/${CHILD_PATH[community.type]}`}>
            <Plus aria-hidden="true" className="size-4" />
            {CHILD[community.type]}
          </Link>
        </Button>
      )}
      <EntityTools type={community.type} id={community.id} can={can} />
      <ReportLink type={community.type} id={community.id} can={can} />
    </div>
  );
}

/** Join (public), or Leave with a confirmation; the owner is told why not (the server's words). */
function MembershipButton({ community }: { community: Community }) {
  const mutation = useMembershipMutation(community.type, community.id);
  const [confirming, setConfirming] = useState(false);
  const { can } = community;
  if (can.join) {
    return (
      <Button
        type="button"
        size="sm"
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate(
            { kind: "join" },
            {
              onSuccess: () => toast.success(`You joined ${community.name}`),
              onError: (error) => toast.error(errorText(error, "Could not join. Please try again.")),
            },
          )
        }
      >
        {mutation.isPending ? "Joining..." : `Join ${community.type}`}
      </Button>
    );
  }
  if (community.leaveRefusal) {
    return <p className="text-sm text-muted-foreground">{community.leaveRefusal}</p>;
  }
  if (!can.leave) return null;
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Leave
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Leave ${community.name}?`}
        description={
          community.visibility === "private"
            ? "You will no longer see its posts and members. To come back you will have to ask again."
            : "You will no longer be told of its posts. You can join again at any time."
        }
        busy={mutation.isPending}
        confirmLabel="Leave"
        pendingLabel="Leaving..."
        onConfirm={() =>
          mutation.mutate(
            { kind: "leave" },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success(`You left ${community.name}`);
              },
              onError: (error) => toast.error(errorText(error, "Could not leave. Please try again.")),
            },
          )
        }
      />
    </>
  );
}
