import { Hono } from "hono";
import { CLIENT_IP_HEADER } from "./auth/auth";
import { botCheckProvider } from "./auth/bot-check";
import type { AppDeps, AppEnv } from "./context";
import type { Config } from "./env";
import { clientIp } from "./lib/client-ip";
import { enforceLimit } from "./limits/refuse";
import { AUTH_ROUTE } from "./middleware/access-path";
import { apiGuards } from "./middleware/api-guards";
import { handleError, handleNotFound } from "./middleware/error-handler";
import { hostGuard } from "./middleware/host-guard";
import { requestContext } from "./middleware/request-context";
import { securityHeaderEntries } from "./middleware/security-headers";
import { APP_DIST_DIR } from "./paths";
import { adminBetaSignupRoutes } from "./routes/admin/beta-signups";
import { authAgreementRoutes } from "./routes/auth-agreements";
import { betaSignupRoutes } from "./routes/beta-signups";
import { botCheckRoutes } from "./routes/bot-check";
import { calendarFeedRoutes, myCalendarFeedRoutes } from "./routes/calendar";
import { commentRoutes } from "./routes/comments";
import { communityListRoutes } from "./routes/communities";
import { connectionRoutes } from "./routes/connections";
import { dashboardRoutes } from "./routes/dashboard";
import { debugRoutes } from "./routes/debug";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { mobileDiagnosticsRoutes } from "./routes/diagnostics/mobile";
import { eventEntityRoutes, groupRoutes, partnershipRoutes } from "./routes/entities";
import { feedRoutes } from "./routes/feeds";
import { fileRoutes } from "./routes/files";
import { healthRoutes } from "./routes/health";
import { hourRoutes } from "./routes/hours";
import { invitationRoutes } from "./routes/invitations";
import { kioskRoutes } from "./routes/kiosk";
import { liveRoutes } from "./routes/live";
import { meRoutes } from "./routes/me";
import { myAwardRoutes } from "./routes/me/awards";
import { blueskyConnectionRoutes } from "./routes/me/bluesky";
import { notificationPreferenceRoutes } from "./routes/me/notification-preferences";
import { memberRoutes } from "./routes/members";
import { memberAwardRoutes } from "./routes/members/awards";
import { memberDirectoryRoutes } from "./routes/members/directory";
import { memberHourRoutes } from "./routes/members/hours";
import { memberMilestoneRoutes } from "./routes/members/milestones";
import { mentionRoutes } from "./routes/mentions";
import { reportRoutes } from "./routes/moderation";
import { notificationRoutes } from "./routes/notifications";
import { onboardingRoutes } from "./routes/onboarding";
import { postRoutes } from "./routes/posts";
import { postModerationRoutes } from "./routes/posts/moderation";
import { pushRoutes } from "./routes/push";
import { searchRoutes } from "./routes/search";
import { siteRoutes } from "./routes/site";
import { storageRoutes } from "./routes/storage";
import { supervisorHourRoutes } from "./routes/supervisor-hours";
import { testSupportRoutes } from "./routes/test-support";
import { myTranscriptRoutes, transcriptCheckRoutes } from "./routes/transcripts";
import { uploadRoutes } from "./routes/uploads";
import { APPLE_APP_SITE_ASSOCIATION_PATH, ASSET_LINKS_PATH, serveAppLinks } from "./share/app-links";
import { servePostPage } from "./share/post-page";
import { StaticApp } from "./static";

/** Every API route, mounted under /api; its type feeds the browser's typed client. */
function apiRoutes(config: Config) {
  const routes = new Hono<AppEnv>()
    .route("/health", healthRoutes)
    .route("/auth-agreements", authAgreementRoutes)
    .route("/beta-signups", betaSignupRoutes)
    .route("/admin/beta-signups", adminBetaSignupRoutes)
    .route("/bot-check", botCheckRoutes)
    .route("/me", meRoutes)
    .route("/me/bluesky", blueskyConnectionRoutes)
    .route("/me/notification-preferences", notificationPreferenceRoutes)
    .route("/dev/mailbox", devMailboxRoutes)
    .route("/diagnostics/mobile", mobileDiagnosticsRoutes)
    .route("/debug", debugRoutes)
    .route("/communities", communityListRoutes)
    .route("/groups", groupRoutes)
    .route("/partnerships", partnershipRoutes)
    .route("/events", eventEntityRoutes)
    .route("/me/calendar-feed", myCalendarFeedRoutes)
    .route("/me/hours", hourRoutes)
    .route("/me/awards", myAwardRoutes)
    .route("/supervisor-hours", supervisorHourRoutes)
    .route("/me/transcripts", myTranscriptRoutes)
    .route("/transcripts", transcriptCheckRoutes)
    .route("/calendar", calendarFeedRoutes)
    .route("/kiosk", kioskRoutes)
    .route("/invitations", invitationRoutes)
    .route("/reports", reportRoutes)
    .route("/members", memberRoutes)
    .route("/members", memberDirectoryRoutes)
    .route("/members", memberHourRoutes)
    .route("/members", memberMilestoneRoutes)
    .route("/members", memberAwardRoutes)
    .route("/connections", connectionRoutes)
    .route("/search", searchRoutes)
    .route("/site", siteRoutes)
    .route("/storage", storageRoutes)
    .route("/posts", postRoutes)
    .route("/posts", postModerationRoutes)
    .route("/comments", commentRoutes)
    .route("/feeds", feedRoutes)
    .route("/mentions", mentionRoutes)
    .route("/uploads", uploadRoutes)
    .route("/files", fileRoutes)
    .route("/dashboard", dashboardRoutes)
    .route("/onboarding", onboardingRoutes)
    .route("/live", liveRoutes)
    .route("/notifications", notificationRoutes)
    .route("/push", pushRoutes);
  // End-to-end seeding exists in test installs only: there it creates members and signs them in.
  if (config.NODE_ENV === "test") routes.route("/test", testSupportRoutes);
  return routes;
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;

export interface CreateAppOptions {
  /** Where the built browser app lives; tests of the API alone may leave it out. */
  appDistDir?: string | null;
}

/** Composes the whole HTTP application: API, browser app, headers, limits and errors. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();
  const securityHeaders = securityHeaderEntries({
    recaptcha: botCheckProvider(deps.config) === "recaptcha",
    https: new URL(deps.config.PUBLIC_URL).protocol === "https:",
  });
  app.use("*", requestContext(deps, securityHeaders));
  // Before any route: a Host that is not ours is a rebinding page or a misconfigured proxy.
  app.use("*", hostGuard({ publicUrl: deps.config.PUBLIC_URL, allowedHosts: deps.config.ALLOWED_HOSTS }));
  app.use(
    "/api/*",
    apiGuards({ publicUrl: deps.config.PUBLIC_URL, bodyLimitBytes: deps.config.BODY_LIMIT_BYTES }),
  );
  // Better Auth answers its own routes; it learns the client's address only from us. A flood
  // from one address is turned away before anything else runs (its own limits come later).
  app.on(["GET", "POST"], AUTH_ROUTE, async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, deps.config);
    if (ip) {
      enforceLimit(
        c,
        await deps.limits.flood(ip),
        "Too many requests. Please wait a minute before trying again.",
      );
      headers.set(CLIENT_IP_HEADER, ip);
    }
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });
  app.route("/api", apiRoutes(deps.config));
  app.all("/api/*", handleNotFound);
  // The native apps' proof that they may open this host's links (docs/mobile.md, "Deep links").
  app.on(["GET", "HEAD"], ASSET_LINKS_PATH, (c) => serveAppLinks(c, "android"));
  app.on(["GET", "HEAD"], APPLE_APP_SITE_ASSOCIATION_PATH, (c) => serveAppLinks(c, "apple"));

  const distDir = options.appDistDir === undefined ? APP_DIST_DIR : options.appDistDir;
  const staticApp = distDir
    ? new StaticApp(distDir, deps.config.PUBLIC_URL, { sourceMaps: !deps.config.isProduction })
    : null;
  if (staticApp?.available) {
    // A shared post's page carries its share metadata before any script runs.
    app.on(["GET", "HEAD"], "/post/:postId", (c) => servePostPage(c, staticApp));
    app.on(["GET", "HEAD"], "*", (c) => staticApp.serve(c));
  } else if (distDir) {
    deps.logger.warn({ distDir }, "browser app is not built: run `npm run build`");
  }
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
