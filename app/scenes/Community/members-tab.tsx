import { useId, useState } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import { RoleBadge } from "../../components/entities/badges";
import { ListSearch } from "../../components/entities/list-search";
import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { useListSearch } from "../../components/entities/use-list-search";
import { Button } from "../../components/ui/button";
import { ConfirmDeleteDialog } from "../../components/ui/confirm-delete-dialog";
import { NativeSelect } from "../../components/ui/input";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import { type MemberEntry, useMembershipMutation, useMembersQuery } from "../../queries/community-members";

const ROLE_LABELS = { owner: "Owner", admin: "Admin", moderator: "Moderator", member: "Member" } as const;

/** The members, in joining order, searchable by name; admins change roles, remove, hand over. */
export function MembersTab({ community }: { community: Community }) {
  const search = useListSearch("members");
  const list = useMembersQuery(community.type, community.id, search.query);
  return (
    <div className="grid gap-4">
      <ListSearch
        label="Search members"
        placeholder="Search members..."
        value={search.text}
        onChange={search.setText}
      />
      {list.isPending ? (
        <p role="status">Loading members...</p>
      ) : list.isError && !list.data ? (
        <ListError
          message="Could not load the members."
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        />
      ) : (
        <MemberRows
          community={community}
          members={list.data.pages.flatMap((page) => page.members)}
          searched={Boolean(search.query)}
        />
      )}
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => list.fetchNextPage()}
      />
    </div>
  );
}

function MemberRows({
  community,
  members,
  searched,
}: {
  community: Community;
  members: MemberEntry[];
  searched: boolean;
}) {
  if (!members.length) {
    return searched ? (
      <ListEmpty title="No members found" text="Try a different search term" />
    ) : (
      <ListEmpty title="No members yet" text="Members appear here as they join." />
    );
  }
  return (
    <ul className="divide-y rounded-lg border bg-card">
      {members.map((entry) => (
        <MemberRow key={entry.member.userId} community={community} entry={entry} />
      ))}
    </ul>
  );
}

function MemberRow({ community, entry }: { community: Community; entry: MemberEntry }) {
  const id = useId();
  const mutation = useMembershipMutation(community.type, community.id);
  const [confirm, setConfirm] = useState<"remove" | "makeOwner" | null>(null);
  const name = `${entry.member.firstName} ${entry.member.lastName}`;
  const act = (action: Parameters<typeof mutation.mutate>[0], done: string) =>
    mutation.mutate(action, {
      onSuccess: () => {
        setConfirm(null);
        toast.success(done);
      },
      onError: (error) => toast.error(errorText(error, "That did not work. Please try again.")),
    });
  const roles = community.assignableRoles;
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      <Link
        to={`/profile/${entry.member.userId}`}
        className="flex min-w-0 flex-1 items-center gap-3 hover:underline"
      >
        <Avatar src={entry.member.avatarUrl} name={name} type="user" decorative />
        <span className="min-w-0 truncate font-medium">{name}</span>
        <RoleBadge role={entry.role} />
      </Link>
      {(entry.can.changeRole || entry.can.remove || entry.can.makeOwner) && (
        <div className="flex flex-wrap items-center gap-2">
          {entry.can.changeRole && roles.length > 0 && (
            <>
              <label htmlFor={`${id}-role`} className="sr-only">
                Role of {name}
              </label>
              <NativeSelect
                id={`${id}-role`}
                value={entry.role}
                disabled={mutation.isPending}
                className="h-8 w-auto"
                onChange={(event) =>
                  act(
                    { kind: "changeRole", userId: entry.member.userId, role: event.target.value as "admin" },
                    `${name} is now ${ROLE_LABELS[event.target.value as keyof typeof ROLE_LABELS].toLowerCase()}`,
                  )
                }
              >
                {[...new Set([entry.role, ...roles])].map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </NativeSelect>
            </>
          )}
          {entry.can.makeOwner && (
            <Button type="button" variant="outline" size="sm" onClick={() => setConfirm("makeOwner")}>
              Make owner
            </Button>
          )}
          {entry.can.remove && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove ${name}`}
              onClick={() => setConfirm("remove")}
            >
              Remove
            </Button>
          )}
        </div>
      )}
      <ConfirmDeleteDialog
        open={confirm === "remove"}
        onOpenChange={(open) => setConfirm(open ? "remove" : null)}
        title={`Remove ${name}?`}
        description={`${name} will no longer be a member of ${community.name}. The removal is logged.`}
        busy={mutation.isPending}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        onConfirm={() => act({ kind: "remove", userId: entry.member.userId }, `${name} was removed`)}
      />
      <ConfirmDeleteDialog
        open={confirm === "makeOwner"}
        onOpenChange={(open) => setConfirm(open ? "makeOwner" : null)}
        title={`Make ${name} the owner?`}
        description={`${name} will own ${community.name}; you stay on as an admin. Only the new owner can undo this.`}
        busy={mutation.isPending}
        confirmLabel="Make owner"
        pendingLabel="Handing over..."
        onConfirm={() =>
          act({ kind: "makeOwner", userId: entry.member.userId }, `${name} now owns ${community.name}`)
        }
      />
    </li>
  );
}
