import { ReportQueue } from "../../components/moderation/report-queue";
import { PageMeta } from "../../lib/page-meta";
import { useMeQuery } from "../../queries/me";
import { usePlatformReportsQuery } from "../../queries/moderation";

/**
 * /reports: the platform admins' queue of reports of posts and comments on members' profiles,
 * which belong to no community (decisions.md, "Moderation"). Others are told it is not theirs;
 * the server refuses them the list all the same.
 */
export function ReportsScene() {
  const me = useMeQuery();
  const isAdmin = me.data?.isPlatformAdmin === true;
  const list = usePlatformReportsQuery(isAdmin);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta title="Reports" robots="noindex, follow" />
      <h1 className="text-3xl font-bold tracking-tight">Reports</h1>
      <p className="mt-2 text-muted-foreground">
        Posts and comments on members' profiles that members reported. Reports in a community go to its
        moderators.
      </p>
      <div className="mt-6">
        {me.isPending ? (
          <p role="status">Loading reports...</p>
        ) : isAdmin ? (
          <ReportQueue list={list} emptyText="Reports of posts and comments on profiles appear here." />
        ) : (
          <p role="alert">Only platform admins review these reports.</p>
        )}
      </div>
    </div>
  );
}
