import { initialsOf } from "../../../shared/initials";
import type { ProviderStatus } from "../../lib/workspace-provider";
import type { Peer } from "./use-provider";

/** Who else has the page open: their initials on their caret colour, and their names for screen readers. */
export function Presence({ peers }: { peers: Peer[] }) {
  if (!peers.length) return <p className="text-sm text-muted-foreground">Only you are here</p>;
  const names = peers.map((peer) => peer.name).join(", ");
  return (
    <div className="flex items-center gap-2">
      <ul aria-label={`Also here: ${names}`} className="flex -space-x-2">
        {peers.slice(0, 5).map((peer) => (
          <li
            key={peer.clientId}
            title={peer.name}
            aria-label={peer.name}
            style={{ backgroundColor: peer.color }}
            className="inline-flex size-8 items-center justify-center rounded-full border-2 border-background text-xs font-semibold text-white"
          >
            <span aria-hidden="true">{initialsOf(peer.name)}</span>
          </li>
        ))}
      </ul>
      {peers.length > 5 && <span className="text-sm text-muted-foreground">+{peers.length - 5}</span>}
    </div>
  );
}

const WORDS: Record<ProviderStatus["save"], string> = {
  saved: "Saved",
  saving: "Saving…",
  offline: "Offline: your changes will be sent when you reconnect",
  failed: "Not saved",
};

/** "Saved", "Saving…" or offline, announced politely; a refused change says why and offers a reload. */
export function SaveState({ status, readOnly }: { status: ProviderStatus; readOnly: boolean }) {
  if (readOnly && status.save !== "offline") {
    return <p className="text-sm text-muted-foreground">You can read this page</p>;
  }
  return (
    <div role="status" aria-live="polite" className="flex flex-wrap items-center gap-2 text-sm">
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${status.save === "saved" ? "bg-primary" : status.save === "saving" ? "bg-amber-500" : "bg-destructive"}`}
      />
      <span className={status.save === "failed" ? "text-destructive" : "text-muted-foreground"}>
        {WORDS[status.save]}
        {status.error ? `: ${status.error}` : ""}
      </span>
      {status.save === "failed" && (
        <button
          type="button"
          className="underline underline-offset-2"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      )}
    </div>
  );
}
