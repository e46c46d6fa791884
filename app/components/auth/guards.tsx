import type { ReactNode } from "react";
import { type Location, Navigate, Outlet, useLocation } from "react-router";
import { isNetworkError } from "../../lib/offline/network-error";
import { useMeQuery } from "../../queries/me";
import { FullPageSpinner } from "../full-page-spinner";
import { Button } from "../ui/button";

/**
 * Spec §2 "Protected pages": a spinner while the session loads, the error with Retry when the
 * profile cannot be read, and a visitor sent to /auth with the original location kept.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const me = useMeQuery();
  const location = useLocation();
  if (me.isPending) return <FullPageSpinner />;
  // Without a network, the member saved on this device goes on (issue 31: pages show saved data).
  if (me.isError && !(me.data && isNetworkError(me.error))) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 p-10 text-center">
        <p>{me.error instanceof Error ? me.error.message : "Failed to load your profile."}</p>
        <Button onClick={() => me.refetch()}>Retry</Button>
      </div>
    );
  }
  if (!me.data) return <Navigate to="/auth" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/** Where sign-in should lead: the page a visitor was sent away from, or the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : "/dashboard";
}
