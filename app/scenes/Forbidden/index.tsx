import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { PageMeta } from "../../lib/page-meta";

/**
 * The 403 page: a page that exists but is not for this member (the platform admins' pages, the
 * diagnostic pages). A page shows it when its own API answers 403, so the server decides.
 */
export function ForbiddenScene() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <PageMeta title="Access denied" robots="noindex, nofollow" />
      <p aria-hidden="true" className="text-6xl font-bold text-primary">
        403
      </p>
      <h1 className="text-2xl font-semibold">Access denied</h1>
      <p className="text-muted-foreground">
        This page is for the people who run this platform. If you think you should see it, ask one of them.
      </p>
      <Button asChild>
        <Link to="/dashboard">Go to your dashboard</Link>
      </Button>
    </div>
  );
}
