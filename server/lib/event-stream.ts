import type { Context } from "hono";
import { streamSSE } from "hono/streaming";

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/** One server-sent event: its name, the id a reconnecting browser sends back, and its data. */
export interface StreamMessage {
  event: string;
  id?: string;
  data: string;
}

/** A stream as its route sees it. */
export interface EventStream {
  /** Sends one event. Sends keep their order (each waits for the one before) and stop once closed. */
  send(message: StreamMessage): Promise<void>;
  /** Ends the stream; whatever was sent before is written first when it was awaited. */
  close(): void;
}

/**
 * A server-sent event stream (the live channel, a workspace page's updates): ordered writes, a
 * heartbeat every HEARTBEAT_MS that also notices a browser gone, and one clean-up however it
 * ends (the browser leaves, the route closes it, a write fails). `start` subscribes to whatever
 * feeds the stream and returns how to unsubscribe; it is called once, and its unsubscribe once.
 */
export function eventStream(
  c: Context,
  start: (stream: EventStream) => Promise<() => void> | (() => void),
): Response {
  return streamSSE(c, async (sse) => {
    let open = true;
    let writing = Promise.resolve();
    let unsubscribe: (() => void) | null = null;
    let cleaned = false;
    const cleanUp = () => {
      open = false;
      if (cleaned || !unsubscribe) return;
      cleaned = true;
      unsubscribe();
    };
    const stream: EventStream = {
      send(message) {
        writing = writing
          .then(() => (open ? sse.writeSSE(message) : undefined))
          .catch(() => {
            open = false;
          });
        return writing;
      },
      close() {
        open = false;
        sse.abort();
      },
    };
    let wake: () => void = () => {};
    const aborted = new Promise<void>((resolve) => {
      wake = resolve;
    });
    sse.onAbort(() => {
      open = false;
      wake();
      cleanUp();
    });
    unsubscribe = await start(stream);
    if (!open || sse.aborted) return cleanUp();
    while (open && !sse.aborted) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, HEARTBEAT_MS))), aborted]);
      clearTimeout(timer);
      if (open && !sse.aborted)
        await sse.write(": ping\n\n").catch(() => {
          open = false;
        });
    }
    cleanUp();
  });
}
