import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import {
  type PartnerEntry,
  usePartnerMutation,
  usePartnerRequestsQuery,
  usePartnersQuery,
} from "../../queries/partners";
import { PartnerAsk } from "./partner-ask";
import { PartnershipRow, RequestRow } from "./request-rows";

/**
 * A partnership's partner organisations (decisions.md, "Partnerships are coalitions"): the
 * groups that belong to it, the requests its admins answer, and the way a group's admin brings
 * their group in.
 */
export function PartnersTab({ community }: { community: Community }) {
  return (
    <div className="grid gap-6">
      {community.can.manageMembers && <PartnerRequests community={community} />}
      <PartnerList community={community} />
      <PartnerAsk community={community} />
    </div>
  );
}

function PartnerList({ community }: { community: Community }) {
  const list = usePartnersQuery(community.id, community.can.view);
  const partners = list.data?.pages.flatMap((page) => page.partners) ?? [];
  return (
    <section aria-labelledby="partners-heading" className="grid gap-3">
      <h2 id="partners-heading" className="text-lg font-semibold">
        Partner organisations
      </h2>
      {list.isPending ? (
        <p role="status">Loading partners...</p>
      ) : list.isError && !list.data ? (
        <ListError
          message="Could not load the partners."
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        />
      ) : partners.length === 0 ? (
        <ListEmpty
          title="No partner organisations yet"
          text={`Groups join ${community.name} as partner organisations: a group's admin asks, and the partnership's admins approve.`}
        />
      ) : (
        <ul className="divide-y rounded-lg border bg-card">
          {partners.map((partner) => (
            <PartnerRow key={partner.group.id} community={community} partner={partner} />
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

function PartnerRow({ community, partner }: { community: Community; partner: PartnerEntry }) {
  const mutation = usePartnerMutation(community.id);
  const name = partner.group.name;
  return (
    <PartnershipRow
      subject={{
        href: `/groups/${partner.group.id}`,
        picture: partner.group.profileImage,
        pictureType: "group",
        name,
      }}
      joinedAt={partner.joinedAt}
      canEnd={partner.can.end}
      confirm={{
        title: `End the partnership with ${name}?`,
        description: `${name} will no longer be listed as a partner organisation of ${community.name}. It can ask to join again.`,
      }}
      busy={mutation.isPending}
      onEnd={(done) =>
        mutation.mutate(
          { kind: "end", groupId: partner.group.id },
          {
            onSuccess: () => {
              done();
              toast.success(`${name} is no longer a partner`);
            },
            onError: (error) => toast.error(errorText(error, "Could not end the partnership.")),
          },
        )
      }
    />
  );
}

/** The groups asking to join, oldest first, each with its admin's message: for the partnership's admins. */
function PartnerRequests({ community }: { community: Community }) {
  const list = usePartnerRequestsQuery(community.id, community.can.manageMembers);
  const requests = list.data?.pages.flatMap((page) => page.requests) ?? [];
  if (list.isPending || (list.isSuccess && requests.length === 0)) return null;
  return (
    <section aria-labelledby="partner-requests-heading" className="grid gap-3">
      <h2 id="partner-requests-heading" className="text-lg font-semibold">
        Groups asking to join
      </h2>
      {list.isError && !list.data ? (
        <ListError
          message="Could not load the requests."
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        />
      ) : (
        <ul className="divide-y rounded-lg border bg-card">
          {requests.map((request) => (
            <PartnerRequestRow key={request.group.id} community={community} request={request} />
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

function PartnerRequestRow({ community, request }: { community: Community; request: PartnerEntry }) {
  const mutation = usePartnerMutation(community.id);
  const name = request.group.name;
  return (
    <RequestRow
      subject={{
        href: `/groups/${request.group.id}`,
        picture: request.group.profileImage,
        pictureType: "group",
        name,
      }}
      askedAt={request.joinedAt}
      message={request.message}
      canAnswer={request.can.approve}
      busy={mutation.isPending}
      onAnswer={(kind) =>
        mutation.mutate(
          { kind, groupId: request.group.id },
          {
            onSuccess: () =>
              toast.success(
                kind === "approve" ? `${name} is now a partner` : `${name}'s request was declined`,
              ),
            onError: (error) => toast.error(errorText(error, "Could not answer the request.")),
          },
        )
      }
    />
  );
}
