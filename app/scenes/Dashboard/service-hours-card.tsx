import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useSharedRequirementsQuery } from "../../queries/requirements";
import { CardSkeleton, DashboardCard } from "./dashboard-card";

// Most members share their hours with no community: the card's code waits until one does.
const RequirementProgress = lazy(() =>
  import("../../components/hours/requirement-progress").then((m) => ({ default: m.RequirementProgress })),
);

/**
 * Service hours (issue 29): the member's progress toward the requirements of the communities they
 * share their hours with; no card at all when there are none.
 */
export function ServiceHoursCard({ userId }: { userId: string | undefined }) {
  const shared = useSharedRequirementsQuery();
  if (!shared.data?.length) return null;
  return (
    <DashboardCard
      title="Service hours"
      action={
        userId && (
          <Link
            to={`/profile/${userId}/volunteer-history`}
            className="whitespace-nowrap text-sm font-medium text-primary hover:underline"
          >
            Your hours
          </Link>
        )
      }
    >
      <Suspense fallback={<CardSkeleton rows={1} />}>
        <RequirementProgress bare />
      </Suspense>
    </DashboardCard>
  );
}
