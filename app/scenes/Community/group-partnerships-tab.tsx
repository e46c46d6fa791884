import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { Button } from "../../components/ui/button";
import { ConfirmDeleteDialog } from "../../components/ui/confirm-delete-dialog";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import { type GroupPartnership, useGroupPartnershipsQuery, usePartnerMutation } from "../../queries/partners";
import { SINCE } from "./partners-tab";

/** The partnerships a group belongs to as a partner organisation; its admins may end each. */
export function GroupPartnershipsTab({ community }: { community: Community }) {
  const list = useGroupPartnershipsQuery(community.id, community.can.view);
  const rows = list.data?.pages.flatMap((page) => page.partnerships) ?? [];
  if (list.isPending) return <p role="status">Loading partnerships...</p>;
  if (list.isError && !list.data) {
    return (
      <ListError
        message="Could not load the partnerships."
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  if (!rows.length) {
    return (
      <ListEmpty
        title="Not a partner of any partnership yet"
        text={`${community.name} joins a partnership as a partner organisation from the partnership's Partners tab: its admins ask, and the partnership's admins approve.`}
      />
    );
  }
  return (
    <div>
      <ul className="divide-y rounded-lg border bg-card">
        {rows.map((row) => (
          <PartnershipRow key={row.partnership.id} community={community} row={row} />
        ))}
      </ul>
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => list.fetchNextPage()}
      />
    </div>
  );
}

function PartnershipRow({ community, row }: { community: Community; row: GroupPartnership }) {
  const mutation = usePartnerMutation(row.partnership.id, community.id);
  const [confirming, setConfirming] = useState(false);
  const name = row.partnership.name;
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3">
      <Link
        to={`/partnerships/${row.partnership.id}`}
        className="flex min-w-0 flex-1 items-center gap-3 hover:underline"
      >
        <Avatar src={row.partnership.profileImage} name={name} type="partnership" decorative />
        <span className="min-w-0 break-words font-medium">{name}</span>
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
        <span className="text-sm text-muted-foreground">
          Partner since <time dateTime={row.joinedAt}>{SINCE.format(new Date(row.joinedAt))}</time>
        </span>
        {row.can.end && (
          <>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`End partnership with ${name}`}
              onClick={() => setConfirming(true)}
            >
              End partnership
            </Button>
            <ConfirmDeleteDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={`Leave ${name}?`}
              description={`${community.name} will no longer be a partner organisation of ${name}. It can ask to join again.`}
              busy={mutation.isPending}
              confirmLabel="End partnership"
              pendingLabel="Ending..."
              onConfirm={() =>
                mutation.mutate(
                  { kind: "end", groupId: community.id },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      toast.success(`${community.name} left ${name}`);
                    },
                    onError: (error) => toast.error(errorText(error, "Could not end the partnership.")),
                  },
                )
              }
            />
          </>
        )}
      </div>
    </li>
  );
}
