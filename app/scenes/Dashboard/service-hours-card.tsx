import { Link } from "react-router";
import { RequirementProgress } from "../../components/hours/requirement-progress";
import { useSharedRequirementsQuery } from "../../queries/requirements";
import { DashboardCard } from "./dashboard-card";

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
      <RequirementProgress bare />
    </DashboardCard>
  );
}
