import { RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { DASHBOARD_GROUPS_LIMIT } from "../../../shared/limits";
import { Avatar } from "../../components/avatar";
import { Button } from "../../components/ui/button";
import { useDashboardGroupsQuery } from "../../queries/dashboard";
import { cardState } from "./card-state";
import { Badge, CardSkeleton, DashboardCard } from "./dashboard-card";

/** My Groups (spec §2 "Dashboard cards"): up to 5 groups with role and type, and the rest counted. */
export function MyGroupsCard() {
  const query = useDashboardGroupsQuery();
  const state = cardState(query);
  return (
    <DashboardCard title="My Groups">
      {state === "loading" ? (
        <CardSkeleton />
      ) : state === "error" || state === "retrying" || !query.data ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          <span>Failed to load your groups.</span>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Retry"
            disabled={state === "retrying"}
            onClick={() => void query.refetch()}
          >
            <RefreshCw aria-hidden="true" className={state === "retrying" ? "animate-spin" : undefined} />
          </Button>
        </div>
      ) : query.data.groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">You're not in any groups yet.</p>
      ) : (
        <>
          <ul className="space-y-1">
            {query.data.groups.map((group) => (
              <li key={group.id}>
                <Link
                  to={group.url}
                  className="flex items-center gap-3 rounded-md p-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Avatar src={group.profileImage} name={group.name} type="group" decorative />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium" title={group.name}>
                      {group.name}
                    </span>
                    <span className="mt-1 flex flex-wrap gap-1">
                      <Badge tone="primary">{group.role}</Badge>
                      <Badge>{group.type}</Badge>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {query.data.total > DASHBOARD_GROUPS_LIMIT && (
            <p className="mt-2 text-sm text-muted-foreground">
              And {query.data.total - query.data.groups.length} more groups...
            </p>
          )}
        </>
      )}
      {state === "ready" && (
        <Button asChild variant="outline" size="sm" className="mt-3 w-full">
          <Link to="/groups">Explore Groups</Link>
        </Button>
      )}
    </DashboardCard>
  );
}
