import pg from "pg";
import type { DatabaseHandle } from "./client";

const RECONNECT_MS = 1000;

/**
 * LISTEN on a channel of the database: PGlite's own listener in the embedded default; in the
 * scaled mode a dedicated connection (a pooled one would be handed to other queries), which
 * reconnects after a drop. Once listening, and again after each reconnection, `onNotify` gets an
 * empty payload: what was sent meanwhile is lost, so the listener looks for itself. `onLost` is
 * told when the connection drops, before it is made again. Returns the function that stops
 * listening.
 */
export async function listen(
  handle: DatabaseHandle,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: () => void = () => {},
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  if (handle.pglite) {
    // In-process: nothing can drop, and a committed NOTIFY reaches it before the query returns.
    const stop = await handle.pglite.listen(channel, onNotify);
    onNotify("");
    return stop;
  }
  if (!handle.url) throw new Error("listen needs the database URL");
  const url = handle.url;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    // Only the connection in use can drop; a failed attempt is the caller's to retry.
    const dropped = () => {
      if (client === next) lost(next);
    };
    next.on("error", dropped);
    next.on("end", dropped);
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    // A notification sent while we were away is lost: say so with one, and let the listener look.
    onNotify("");
  };
  /** Tries again in RECONNECT_MS, and again after every failed try, until it is back or closed. */
  const retryLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(retryLater);
    }, RECONNECT_MS);
  };
  const lost = (from: pg.Client) => {
    client = null;
    onLost();
    from.end().catch(() => {});
    retryLater();
  };
  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
