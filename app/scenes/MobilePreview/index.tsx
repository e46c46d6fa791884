import { useId, useState } from "react";
import { TAB_BAR_SAMPLE_PATHS } from "../../../shared/native-tab-bar";
import { ApiError } from "../../lib/api-error";
import { NATIVE_PUSH_TIMING } from "../../lib/native-push-schedule";
import { hasShellMarker, SHELL_USER_AGENT_MARKER } from "../../lib/native-shell";
import { PageMeta } from "../../lib/page-meta";
import { useMobileDiagnosticsQuery } from "../../queries/mobile-diagnostics";
import { ForbiddenScene } from "../Forbidden";
import { PhoneFrame } from "./phone-frame";
import { RuleTable } from "./rule-table";

const PLATFORM_NAMES = { ios: "iOS (APNs)", android: "Android (FCM)" } as const;

/**
 * /test/mobile (issue 31): the native shell previewed in a browser, for platform admins and anyone
 * on a development install; the server decides (GET /api/diagnostics/mobile), and a 403 shows
 * the 403 page. A phone-sized frame shows the app as the shell does, tab bar included, at a path
 * picked from spec §2's list; beside it, the bar's rule for members and visitors, and how push
 * registration runs on this install.
 */
export function MobilePreviewScene() {
  const diagnostics = useMobileDiagnosticsQuery();
  const [path, setPath] = useState<string>("/dashboard");
  const pickerId = useId();

  if (diagnostics.error instanceof ApiError && diagnostics.error.status === 403) return <ForbiddenScene />;
  // Nothing of the page until the server has said it is this person's (no flash before a 403).
  if (diagnostics.isPending) {
    return (
      <p role="status" className="px-4 py-16 text-center text-muted-foreground">
        Loading the preview...
      </p>
    );
  }

  const inShell = typeof navigator !== "undefined" && hasShellMarker(navigator.userAgent);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title="Mobile shell preview" robots="noindex, nofollow" />
      <h1 className="text-3xl font-bold tracking-tight">Mobile shell preview</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        The app as the iOS and Android shell shows it, with its bottom tab bar. The frame uses this browser's
        session: signed in, it shows what a member sees; signed out, what a visitor sees, and a visitor never
        gets the tab bar.
      </p>
      {diagnostics.error ? (
        <p role="alert" className="mt-6 text-destructive">
          {diagnostics.error.message}
        </p>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[auto_minmax(0,1fr)]">
          <section aria-labelledby={`${pickerId}-frame`} className="flex flex-col gap-3">
            <h2 id={`${pickerId}-frame`} className="sr-only">
              Preview
            </h2>
            <div className="flex flex-col gap-1">
              <label htmlFor={pickerId} className="text-sm font-medium">
                Page in the frame
              </label>
              <select
                id={pickerId}
                value={path}
                onChange={(event) => setPath(event.target.value)}
                className="h-11 rounded-md border border-field bg-background px-3 text-sm"
              >
                {TAB_BAR_SAMPLE_PATHS.map((sample) => (
                  <option key={sample} value={sample}>
                    {sample}
                  </option>
                ))}
              </select>
            </div>
            <PhoneFrame path={path} />
          </section>
          <div className="flex min-w-0 flex-col gap-8">
            <section aria-labelledby={`${pickerId}-rule`}>
              <h2 id={`${pickerId}-rule`} className="text-xl font-semibold">
                Where the tab bar shows
              </h2>
              <p className="mt-1 mb-3 text-sm text-muted-foreground">
                Spec §2: hidden on sign-in, registration, profile completion, onboarding, event registration
                and workspace pages; shown to signed-in members on the dashboard, members, communities,
                events, partnerships, profile and settings pages and the pages below them; never shown to
                visitors.
              </p>
              <RuleTable rows={diagnostics.data.tabBar} />
            </section>
            <section aria-labelledby={`${pickerId}-push`}>
              <h2 id={`${pickerId}-push`} className="text-xl font-semibold">
                Push in the shell
              </h2>
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
                <dt className="font-medium">Senders on this server</dt>
                <dd>
                  {diagnostics.data.pushPlatforms.length
                    ? diagnostics.data.pushPlatforms.map((p) => PLATFORM_NAMES[p]).join(", ")
                    : "None: the shell does not register for push here."}
                </dd>
                <dt className="font-medium">Registration</dt>
                <dd>
                  {NATIVE_PUSH_TIMING.afterSignInMs / 1000} s after sign-in; when it fails, again{" "}
                  {NATIVE_PUSH_TIMING.retries.android} times on Android and {NATIVE_PUSH_TIMING.retries.ios}{" "}
                  times on iOS, {NATIVE_PUSH_TIMING.retryGapMs / 1000} s apart.
                </dd>
                <dt className="font-medium">This browser</dt>
                <dd>
                  {inShell
                    ? "The native shell."
                    : `Not the native shell: its user agent has no ${SHELL_USER_AGENT_MARKER} mark.`}
                </dd>
                <dt className="font-medium">Open to</dt>
                <dd>
                  {diagnostics.data.development
                    ? "Everyone: this is a development install."
                    : "Platform admins."}
                </dd>
              </dl>
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
