import { Handshake } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import { Button } from "../../components/ui/button";
import { useDashboardPartnershipsQuery } from "../../queries/dashboard";
import { cardState } from "./card-state";
import { Badge, CardSkeleton, DashboardCard } from "./dashboard-card";

/** My Partnerships (spec §2 "Dashboard cards"): up to 5, 'View all (N)', and the footer link. */
export function MyPartnershipsCard() {
  const query = useDashboardPartnershipsQuery();
  const state = cardState(query);
  const total = query.data?.total ?? 0;
  return (
    <DashboardCard
      title="My Partnerships"
      action={
        total > 0 && (
          <Link
            to="/partnerships"
            className="whitespace-nowrap text-sm font-medium text-primary hover:underline"
          >
            View all ({total})
          </Link>
        )
      }
    >
      {state === "loading" ? (
        <CardSkeleton />
      ) : state === "error" || state === "retrying" || !query.data ? (
        <div role="alert" className="space-y-2 text-sm">
          <p className="text-destructive">Could not load partnerships.</p>
          <Button
            variant="outline"
            size="sm"
            disabled={state === "retrying"}
            onClick={() => void query.refetch()}
          >
            {state === "retrying" ? "Retrying..." : "Try Again"}
          </Button>
        </div>
      ) : query.data.partnerships.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-2 text-center">
          <Handshake aria-hidden="true" className="size-8 text-muted-foreground" />
          <Button asChild variant="outline" size="sm">
            <Link to="/partnerships">Explore partnerships</Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="space-y-1">
            {query.data.partnerships.map((partnership) => (
              <li key={partnership.id}>
                <Link
                  to={partnership.url}
                  className="flex items-center gap-3 rounded-md p-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Avatar
                    src={partnership.profileImage}
                    name={partnership.name}
                    type="partnership"
                    decorative
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium" title={partnership.name}>
                      {partnership.name}
                    </span>
                    <span className="mt-1 flex flex-wrap gap-1">
                      <Badge tone="primary">{partnership.role}</Badge>
                      <Badge>{partnership.type}</Badge>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/partnerships"
            className="mt-3 block text-center text-sm font-medium text-primary hover:underline"
          >
            View All Partnerships
          </Link>
        </>
      )}
    </DashboardCard>
  );
}
