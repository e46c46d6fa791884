import { Plus } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import { DetailSection } from "../../components/entities/entity-page-parts";
import { ListError, LoadMore } from "../../components/entities/list-states";
import { Button } from "../../components/ui/button";
import { useEventSubgroupsQuery } from "../../queries/event-subgroups";
import type { EventDetail } from "../../queries/events";

/**
 * The event's subgroups (teams inside it) by name, a page at a time, each linking to its page;
 * "Create subgroup" for those who may (the event's hosts and admins).
 */
export function SubgroupsSection({ event }: { event: EventDetail }) {
  const list = useEventSubgroupsQuery(event.id);
  const subgroups = list.data?.pages.flatMap((page) => page.subgroups) ?? [];
  return (
    <DetailSection title="Subgroups">
      <div className="grid gap-3">
        {event.can.createSubgroup && (
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <Link to={`/events/${event.id}/create-subgroup`}>
              <Plus aria-hidden="true" className="size-4" />
              Create subgroup
            </Link>
          </Button>
        )}
        {list.isPending ? (
          <p role="status" className="text-muted-foreground">
            Loading subgroups...
          </p>
        ) : list.isError && !list.data ? (
          <ListError
            message="Could not load the subgroups."
            onRetry={() => list.refetch()}
            retrying={list.isRefetching}
          />
        ) : subgroups.length === 0 ? (
          <p className="text-muted-foreground">No subgroups yet.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {subgroups.map((subgroup) => (
              <li key={subgroup.id}>
                <Link
                  to={`/events/${event.id}/subgroups/${subgroup.id}`}
                  className="flex items-center gap-3 p-3 hover:bg-muted"
                >
                  <Avatar src={subgroup.profileImage} name={subgroup.name} type="event_subgroup" decorative />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{subgroup.name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {subgroup.memberCount} {subgroup.memberCount === 1 ? "member" : "members"}
                      {subgroup.isMember && " · You're in it"}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          hasNextPage={list.hasNextPage}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoad={() => list.fetchNextPage()}
        />
      </div>
    </DetailSection>
  );
}
