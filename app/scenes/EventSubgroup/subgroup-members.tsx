import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { Button } from "../../components/ui/button";
import { ConfirmDeleteDialog } from "../../components/ui/confirm-delete-dialog";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import {
  type EventSubgroup,
  type SubgroupMember,
  useSubgroupMembershipMutation,
  useSubgroupMembersQuery,
} from "../../queries/event-subgroups";

/** The subgroup's members in joining order, a page at a time; admins remove them. */
export function SubgroupMembers({ subgroup }: { subgroup: EventSubgroup }) {
  const list = useSubgroupMembersQuery(subgroup.event.id, subgroup.id);
  const members = list.data?.pages.flatMap((page) => page.members) ?? [];
  return (
    <section aria-labelledby="subgroup-members" className="grid gap-3">
      <h2 id="subgroup-members" className="text-lg font-semibold">
        Members
      </h2>
      {list.isPending ? (
        <p role="status">Loading members...</p>
      ) : list.isError && !list.data ? (
        <ListError
          message="Could not load the members."
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        />
      ) : members.length === 0 ? (
        <ListEmpty title="No members yet" text="Members of the event join from this page once registered." />
      ) : (
        <ul className="divide-y rounded-lg border bg-card">
          {members.map((entry) => (
            <MemberRow key={entry.member.userId} subgroup={subgroup} entry={entry} />
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

function MemberRow({ subgroup, entry }: { subgroup: EventSubgroup; entry: SubgroupMember }) {
  const mutation = useSubgroupMembershipMutation(subgroup.event.id, subgroup.id);
  const [confirming, setConfirming] = useState(false);
  const name = `${entry.member.firstName} ${entry.member.lastName}`.trim();
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      <Link
        to={`/profile/${entry.member.userId}`}
        className="flex min-w-0 flex-1 items-center gap-3 hover:underline"
      >
        <Avatar src={entry.member.avatarUrl} name={name} type="user" decorative />
        <span className="min-w-0 truncate font-medium">{name}</span>
      </Link>
      {entry.can.remove && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-start sm:self-auto"
          aria-label={`Remove ${name}`}
          onClick={() => setConfirming(true)}
        >
          Remove
        </Button>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${name}?`}
        description={`${name} will no longer be in ${subgroup.name}. They can join it again while registered.`}
        busy={mutation.isPending}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        onConfirm={() =>
          mutation.mutate(
            { kind: "remove", userId: entry.member.userId },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success(`${name} was removed`);
              },
              onError: (error) => toast.error(errorText(error, "Could not remove them. Please try again.")),
            },
          )
        }
      />
    </li>
  );
}
