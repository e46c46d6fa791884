/**
 * The paths the browser app has a page for, as React Router patterns (app/routes/index.tsx, which a
 * test keeps in step with this list). The server answers any other path with the app shell and
 * status 404, so search engines and link checkers see a missing page as missing, while the
 * browser shows the not-found page as before (issue 27). Prerendered marketing pages are files of
 * their own and need no pattern: a marketing path without its file is not a page either.
 * `:name` is one segment, `:name?` an optional last one, `*` any rest.
 */
/**
 * Pages anyone may open: the landing and section pages, the legal pages and the accessibility
 * statement, signing in and up, a post's public teaser, the invitation opt-out, the
 * development mailbox, an event's check-in kiosk (its token, not a session, opens it), an outside
 * supervisor's page to verify hours, a volunteer-hours transcript's verification page, and the
 * native shell's preview (open to all on a development install; elsewhere its 403 page).
 */
export const PUBLIC_PATH_PATTERNS = [
  "",
  "benefits",
  "features",
  "beta-signup",
  "privacy-policy",
  "terms-of-service",
  "accessibility",
  "auth",
  "register",
  "auth/callback",
  "auth/reset-password-confirm",
  "account/update-password",
  "auth/*",
  "login",
  "password-reset",
  "check-email",
  "email-verification-success",
  "post/:postId",
  "invitations/opt-out",
  "dev/mailbox",
  "kiosk",
  "hours/confirm",
  "transcripts/:code",
  "test/mobile",
] as const;

/** Pages for members (`/communities` is the directory for them, a marketing page for visitors). */
export const SIGNED_IN_PATH_PATTERNS = [
  "communities",
  "complete-profile",
  "dashboard",
  "profile/settings",
  "profile",
  "profile/:userId",
  "profile/:userId/volunteer-history",
  "settings",
  "groups",
  "groups/:id",
  "groups/create",
  "groups/:id/edit",
  "groups/:id/create-subgroup",
  "partnerships",
  "partnerships/:id",
  "partnerships/create",
  "partnerships/:id/edit",
  "partnerships/:id/create-subpartnership",
  "events",
  "events/create",
  "events/:id",
  "events/:id/edit",
  "restricted/:entityType/:entityId",
  "posts/:postId",
  "members",
  "connections",
  "notifications",
  "bluesky-feed",
  "reports",
  "admin/beta-management",
  "debug/event-admin-test",
  "debug/entity-posts",
  "demo/smart-links",
  "test/social-sharing",
  "post/:postId/debug",
  "groups/:id/settings/storage",
  "partnerships/:id/settings/storage",
  "events/:id/settings/storage",
  "events/:id/volunteers",
  "groups/:id/report",
  "partnerships/:id/report",
  "events/:id/report",
  "events/:id/check-in",
  "events/:id/check-in-poster",
  "events/:id/create-subgroup",
  "events/:id/subgroups/:subgroupId",
  "events/:id/subgroups/:subgroupId/edit",
  "groups/:id/workspace/:pageId?",
  "partnerships/:id/workspace/:pageId?",
  "events/:id/workspace/:pageId?",
] as const;

export const APP_PATH_PATTERNS = [...PUBLIC_PATH_PATTERNS, ...SIGNED_IN_PATH_PATTERNS];

const segmentsOf = (value: string) => value.split("/").filter(Boolean);

function matches(pattern: readonly string[], path: readonly string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as string;
    if (part === "*") return true;
    const segment = path[i];
    if (part.startsWith(":") && part.endsWith("?")) return segment === undefined || i === path.length - 1;
    if (segment === undefined) return false;
    if (!part.startsWith(":") && part !== segment) return false;
  }
  return pattern.length === path.length;
}

const PATTERNS = APP_PATH_PATTERNS.map(segmentsOf);

/** Whether the app has a page at this path (already decoded; a trailing slash is the same page). */
export function isAppPath(pathname: string): boolean {
  const path = segmentsOf(pathname);
  return PATTERNS.some((pattern) => matches(pattern, path));
}

const SIGNED_IN_PATTERNS = SIGNED_IN_PATH_PATTERNS.map(segmentsOf);

/** Whether the path is one of the members' pages (the service worker keeps no copy of those). */
export function isSignedInPath(pathname: string): boolean {
  const path = segmentsOf(pathname);
  return SIGNED_IN_PATTERNS.some((pattern) => matches(pattern, path));
}
