import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { PageMeta } from "../../lib/page-meta";
import { SupervisorAnswer } from "./supervisor-answer";

const TITLE = "Verify volunteer hours";

/** The link's secret, from the address's fragment (`#token=…`): never sent to the server in a URL. */
const readToken = () => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";

function subscribe(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/**
 * The fragment's token, read again when only the fragment changes (a second mailed link pasted
 * into a tab already on the page loads no new page).
 */
function useFragmentToken() {
  return useSyncExternalStore(subscribe, readToken, () => "");
}

/**
 * /hours/confirm#token=…: the page an outside supervisor's one-time link opens (issue 29). Without
 * an account, they see whose hours, for whom, when, how long and what, and verify or decline them
 * with an optional note. Opening it changes nothing (mail scanners open links); a button does.
 */
export function SupervisorHoursScene() {
  const token = useFragmentToken();
  return (
    <AuthCard
      title={TITLE}
      description="A volunteer named you as their supervisor. Please tell them whether these hours are right."
      footer={
        <Link to="/" className="text-primary underline underline-offset-2">
          Go to the home page
        </Link>
      }
    >
      <PageMeta title={TITLE} robots="noindex, nofollow" />
      {token ? (
        // A new link starts afresh: its own request, its own answer.
        <SupervisorAnswer key={token} token={token} />
      ) : (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          This link is incomplete. Open the whole link from the email, or ask the volunteer to send you a new
          one.
        </p>
      )}
    </AuthCard>
  );
}
