import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { PageMeta } from "../../lib/page-meta";

/** Any path that matches no page. */
export function NotFoundScene() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <PageMeta title="Page not found" robots="noindex, follow" />
      <p aria-hidden="true" className="text-6xl font-bold text-primary">
        404
      </p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has moved. Check the address, or start again from the
        home page.
      </p>
      <Button asChild>
        <Link to="/">Go to homepage</Link>
      </Button>
    </div>
  );
}
