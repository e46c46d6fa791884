import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { Button } from "../../components/ui/button";
import { ConfirmDeleteDialog } from "../../components/ui/confirm-delete-dialog";
import { RelativeTime } from "../../components/ui/relative-time";
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

/** "March 2026": when a partner joined, as a coalition's members would say it. */
export const SINCE = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric" });

function PartnerRow({ community, partner }: { community: Community; partner: PartnerEntry }) {
  const mutation = usePartnerMutation(community.id);
  const [confirming, setConfirming] = useState(false);
  const name = partner.group.name;
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3">
      <Link
        to={`/groups/${partner.group.id}`}
        className="flex min-w-0 flex-1 items-center gap-3 hover:underline"
      >
        <Avatar src={partner.group.profileImage} name={name} type="group" decorative />
        <span className="min-w-0 break-words font-medium">{name}</span>
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
        <span className="text-sm text-muted-foreground">
          Partner since <time dateTime={partner.joinedAt}>{SINCE.format(new Date(partner.joinedAt))}</time>
        </span>
        {partner.can.end && (
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
              title={`End the partnership with ${name}?`}
              description={`${name} will no longer be listed as a partner organisation of ${community.name}. It can ask to join again.`}
              busy={mutation.isPending}
              confirmLabel="End partnership"
              pendingLabel="Ending..."
              onConfirm={() =>
                mutation.mutate(
                  { kind: "end", groupId: partner.group.id },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      toast.success(`${name} is no longer a partner`);
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
  const answer = (kind: "approve" | "decline") =>
    mutation.mutate(
      { kind, groupId: request.group.id },
      {
        onSuccess: () =>
          toast.success(kind === "approve" ? `${name} is now a partner` : `${name}'s request was declined`),
        onError: (error) => toast.error(errorText(error, "Could not answer the request.")),
      },
    );
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start">
      <Link to={`/groups/${request.group.id}`} tabIndex={-1} aria-hidden="true">
        <Avatar src={request.group.profileImage} name={name} type="group" decorative />
      </Link>
      <div className="min-w-0 flex-1">
        <p>
          <Link to={`/groups/${request.group.id}`} className="break-words font-medium hover:underline">
            {name}
          </Link>{" "}
          <span className="text-sm text-muted-foreground">
            asked <RelativeTime date={request.joinedAt} />
          </span>
        </p>
        {request.message && <p className="mt-1 whitespace-pre-wrap break-words text-sm">{request.message}</p>}
      </div>
      {request.can.approve && (
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
      )}
    </li>
  );
}
