import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../context";
import type { LiveEvent } from "../../live/hub";
import { requireSession, sessionRequest } from "../../middleware/session";
import { authorize } from "../../policies";
import { presentLiveEvent } from "../../presenters/live";

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/** A Last-Event-ID as the stream's own ids are: a non-negative integer, else none. */
function lastEventId(header: string | undefined): bigint | null {
  return header && /^\d{1,19}$/.test(header) ? BigInt(header) : null;
}

/**
 * The live channel (docs/decisions.md, "Live updates"): one server-sent event stream per signed-in
 * browser, authenticated by the session cookie. It opens with `ready` (the member's position), then
 * carries each change as it commits, whichever server made it; a browser that reconnects sends
 * the last id it saw (EventSource does so itself) and is sent what it missed, in order, once.
 * `reset` tells a browser away longer than the events are kept to reload its lists. The stream
 * ends when its session does (signed out or revoked, on any server), and `superseded` ends the
 * oldest of a session's or member's streams past the caps (live/hub.ts).
 */
export const liveRoutes = new Hono<AppEnv>().get("/", requireSession, async (c) => {
  authorize(c.var.actor, "view", { kind: "profile", userId: c.var.member.id });
  const after = lastEventId(c.req.header("last-event-id") ?? c.req.query("after"));
  const { live, readSession } = c.var.deps;
  const request = sessionRequest(c);
  // Asked when the member's sessions change: the stream lasts no longer than the session.
  const stillSignedIn = async () => {
    readSession.forget(request);
    return (await readSession(request))?.member.id === c.var.member.id;
  };
  return streamSSE(c, async (stream) => {
    let open = true;
    let writing = Promise.resolve();
    // Writes keep their order: each waits for the one before.
    const write = (message: { event: string; id?: string; data: string }) => {
      writing = writing
        .then(() => (open ? stream.writeSSE(message) : undefined))
        .catch(() => {
          open = false;
        });
      return writing;
    };
    const { position, unsubscribe } = await live.subscribe(c.var.member.id, after, {
      session: c.var.sessionToken,
      stillSignedIn,
      send: (events: LiveEvent[]) => {
        for (const event of events) {
          void write({ event: event.kind, id: event.id, data: JSON.stringify(presentLiveEvent(event)) });
        }
      },
      reset: () => void write({ event: "reset", data: "{}" }),
      end: () => {
        open = false;
        stream.abort();
      },
      // The browser closes its EventSource on this event instead of reconnecting at once.
      supersede: () => {
        void write({ event: "superseded", data: "{}" }).then(() => {
          open = false;
          stream.abort();
        });
      },
    });
    stream.onAbort(() => {
      open = false;
      unsubscribe();
    });
    await write({ event: "ready", id: position.toString(), data: "{}" });
    while (open && !stream.aborted) {
      await stream.sleep(HEARTBEAT_MS);
      if (open && !stream.aborted)
        await stream.write(": ping\n\n").catch(() => {
          open = false;
        });
    }
    unsubscribe();
  });
});
