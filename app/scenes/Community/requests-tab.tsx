import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { Button } from "../../components/ui/button";
import { RelativeTime } from "../../components/ui/relative-time";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Community } from "../../queries/communities";
import { type RequestEntry, useMembershipMutation, useRequestsQuery } from "../../queries/community-members";

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
          <RequestRow key={request.member.userId} community={community} request={request} />
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

function RequestRow({ community, request }: { community: Community; request: RequestEntry }) {
  const mutation = useMembershipMutation(community.type, community.id);
  const name = `${request.member.firstName} ${request.member.lastName}`;
  const answer = (kind: "approve" | "decline") =>
    mutation.mutate(
      { kind, userId: request.member.userId },
      {
        onSuccess: () =>
          toast.success(kind === "approve" ? `${name} is now a member` : `${name}'s request was declined`),
        onError: (error) => toast.error(errorText(error, "Could not answer the request.")),
      },
    );
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start">
      <Link to={`/profile/${request.member.userId}`} tabIndex={-1} aria-hidden="true">
        <Avatar src={request.member.avatarUrl} name={name} type="user" decorative />
      </Link>
      <div className="min-w-0 flex-1">
        <p>
          <Link to={`/profile/${request.member.userId}`} className="font-medium hover:underline">
            {name}
          </Link>{" "}
          <span className="text-sm text-muted-foreground">
            asked <RelativeTime date={request.joinedAt} />
          </span>
        </p>
        {request.message && <p className="mt-1 whitespace-pre-wrap break-words text-sm">{request.message}</p>}
      </div>
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          disabled={mutation.isPending}
          aria-label={`Approve ${name}`}
          onClick={() => answer("approve")}
        >
          Approve
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={mutation.isPending}
          aria-label={`Decline ${name}`}
          onClick={() => answer("decline")}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}
