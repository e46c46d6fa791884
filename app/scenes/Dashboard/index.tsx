import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { PageMeta } from "../../lib/page-meta";
import { useMeQuery } from "../../queries/me";

/** /dashboard: the signed-in home. Its feed and cards arrive with the issues that build them. */
export function DashboardScene() {
  const me = useMeQuery();
  const firstName = me.data?.profile?.firstName;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageMeta title="Dashboard" robots="noindex, follow" />
      <h1 className="text-3xl font-bold tracking-tight">Welcome{firstName ? `, ${firstName}` : ""}</h1>
      <p className="mt-2 text-muted-foreground">You are signed in as {me.data?.user.email}.</p>
      <div className="mt-8 rounded-lg border bg-card p-6">
        <h2 className="text-lg font-semibold">Explore what Common Ground does</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Read how groups, events and volunteer hours work while your community gets set up.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/features/groups">Groups</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/features/events">Events</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/features/volunteer-management">Volunteer management</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
