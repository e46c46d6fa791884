import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useMeQuery } from "../../queries/me";
import { FullPageSpinner } from "../full-page-spinner";
import { returnPath } from "./guards";

// Only the route tree imports this, lazily: it stays a chunk of its own, loaded with the sign-in
// pages (a scene's module must not be imported statically elsewhere, or Vite merges it).

/** Paths under /auth that a signed-in member may still open (password recovery). */
const RECOVERY_PATHS = ["/auth/reset-password-confirm", "/account/update-password", "/auth/callback"];

/** Spec §2: /auth and /register send a signed-in member to /dashboard, recovery paths excepted. */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const me = useMeQuery();
  const location = useLocation();
  if (RECOVERY_PATHS.some((path) => location.pathname.startsWith(path))) return children ?? <Outlet />;
  if (me.isPending) return <FullPageSpinner />;
  if (me.data) return <Navigate to={returnPath(location.state)} replace />;
  return children ?? <Outlet />;
}
