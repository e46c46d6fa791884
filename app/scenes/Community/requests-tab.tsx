import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import { type RequestEntry, useMembershipMutation, useRequestsQuery } from "../../queries/community-members";
import { RequestRow } from "./request-rows";

/** The requests to join waiting for an answer, oldest first, each with its message. */
export function RequestsTab({ community }: { community: Community }) {
  const list = useRequestsQuery(community.type, community.id, community.can.manageMembers);
  if (list.isPending) return <p role="status">Loading requests...</p>;
  if (list.isError && !list.data) {
    return (
      <ListError
        message="Could not load the requests."
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  const requests = list.data.pages.flatMap((page) => page.requests);
  if (!requests.length) return <ListEmpty title="No requests waiting" text="Requests to join appear here." />;
  return (
    <div>
      <ul className="divide-y rounded-lg border bg-card">
        {requests.map((request) => (
          <MemberRequestRow key={request.member.userId} community={community} request={request} />
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

function MemberRequestRow({ community, request }: { community: Community; request: RequestEntry }) {
  const mutation = useMembershipMutation(community.type, community.id);
  const name = `${request.member.firstName} ${request.member.lastName}`;
  return (
    <RequestRow
      subject={{
        href: `/profile/${request.member.userId}`,
        picture: request.member.avatarUrl,
        pictureType: "user",
        name,
      }}
      askedAt={request.joinedAt}
      message={request.message}
      canAnswer
      busy={mutation.isPending}
      onAnswer={(kind) =>
        mutation.mutate(
          { kind, userId: request.member.userId },
          {
            onSuccess: () =>
              toast.success(
                kind === "approve" ? `${name} is now a member` : `${name}'s request was declined`,
              ),
            onError: (error) => toast.error(errorText(error, "Could not answer the request.")),
          },
        )
      }
    />
  );
}
