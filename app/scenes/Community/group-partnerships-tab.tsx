import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import { type GroupPartnership, useGroupPartnershipsQuery, usePartnerMutation } from "../../queries/partners";
import { PartnershipRow } from "./request-rows";

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
          <GroupPartnershipRow key={row.partnership.id} community={community} row={row} />
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

function GroupPartnershipRow({ community, row }: { community: Community; row: GroupPartnership }) {
  const mutation = usePartnerMutation(row.partnership.id, community.id);
  const name = row.partnership.name;
  return (
    <PartnershipRow
      subject={{
        href: `/partnerships/${row.partnership.id}`,
        picture: row.partnership.profileImage,
        pictureType: "partnership",
        name,
      }}
      joinedAt={row.joinedAt}
      canEnd={row.can.end}
      confirm={{
        title: `Leave ${name}?`,
        description: `${community.name} will no longer be a partner organisation of ${name}. It can ask to join again.`,
      }}
      busy={mutation.isPending}
      onEnd={(done) =>
        mutation.mutate(
          { kind: "end", groupId: community.id },
          {
            onSuccess: () => {
              done();
              toast.success(`${community.name} left ${name}`);
            },
            onError: (error) => toast.error(errorText(error, "Could not end the partnership.")),
          },
        )
      }
    />
  );
}
