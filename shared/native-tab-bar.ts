/**
 * The native shell's bottom tab bar (spec §2 "App shell and header"): which paths show it. One
 * pure rule, used by the bar itself, the /test/mobile preview and its server answer.
 */

/** Spec §2: the bar is hidden on these paths and every path below them. */
export const TAB_BAR_HIDDEN_PATHS = [
  "/auth",
  "/register",
  "/complete-profile",
  "/onboarding",
  "/event-registration",
  "/workspace",
] as const;

/** Spec §2: for signed-in members the bar shows on these paths and every path below them. */
export const TAB_BAR_SHOWN_PATHS = [
  "/dashboard",
  "/members",
  "/communities",
  "/events",
  "/partnerships",
  "/profile",
  "/settings",
] as const;

/** The tabs, in order: the top navigation's four (spec §2) and the member's profile. */
export const TAB_BAR_TABS = [
  { label: "Home", to: "/dashboard" },
  { label: "Members", to: "/members" },
  { label: "Communities", to: "/communities" },
  { label: "Events", to: "/events" },
  { label: "Profile", to: "/profile" },
] as const;

/**
 * Spec §2's rule for the active item, used for "a path below" too: the path equals the route or
 * starts with it plus a slash (so /events/42 is below /events, /eventsx is not).
 */
export function isAtOrBelow(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

/** A path without its trailing slashes, so /dashboard/ is /dashboard. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/(.)\/+$/, "$1");
}

/**
 * Whether the tab bar shows at `pathname`. Never for a visitor. For a member: hidden on the
 * spec's hidden paths, below them, and on any workspace page however deep (a community's or an
 * event's `/…/workspace/…`), even below a shown path; otherwise shown on the spec's shown paths
 * and below them (/events/42, /profile/settings), and hidden everywhere else (/groups/7,
 * /notifications), as the spec lists no more.
 */
export function showsTabBar(pathname: string, signedIn: boolean): boolean {
  if (!signedIn) return false;
  const path = withoutTrailingSlash(pathname.split(/[?#]/)[0] ?? "");
  if (TAB_BAR_HIDDEN_PATHS.some((route) => isAtOrBelow(path, route))) return false;
  if (/\/workspace(\/|$)/.test(path)) return false;
  return TAB_BAR_SHOWN_PATHS.some((route) => isAtOrBelow(path, route));
}

/**
 * The paths the /test/mobile preview offers and its rule table lists: spec §2's own, a page below
 * a shown path, a workspace below one, and pages the spec leaves out.
 */
export const TAB_BAR_SAMPLE_PATHS = [
  ...TAB_BAR_SHOWN_PATHS,
  "/events/1",
  "/profile/settings",
  ...TAB_BAR_HIDDEN_PATHS,
  "/groups/1/workspace",
  "/groups/1",
  "/notifications",
  "/",
] as const;

/** One row of the rule table: whether a member and a visitor get the bar at the path. */
export function tabBarRule(path: string) {
  return { path, member: showsTabBar(path, true), visitor: showsTabBar(path, false) };
}
