import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { eventStream } from "../../lib/event-stream";
import type { LiveEvent } from "../../live/hub";
import { requireSession, sessionRequest } from "../../middleware/session";
import { authorize } from "../../policies";
import { presentLiveEvent } from "../../presenters/live";

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
  return eventStream(c, async (stream) => {
    const { position, unsubscribe } = await live.subscribe(c.var.member.id, after, {
      session: c.var.sessionToken,
      stillSignedIn,
      send: (events: LiveEvent[]) => {
        for (const event of events) {
          void stream.send({
            event: event.kind,
            id: event.id,
            data: JSON.stringify(presentLiveEvent(event)),
          });
        }
      },
      reset: () => void stream.send({ event: "reset", data: "{}" }),
      end: () => stream.close(),
      // The browser closes its EventSource on this event instead of reconnecting at once.
      supersede: () => void stream.send({ event: "superseded", data: "{}" }).then(() => stream.close()),
    });
    await stream.send({ event: "ready", id: position.toString(), data: "{}" });
    return unsubscribe;
  });
});
