import pg from "pg";
import type { DatabaseHandle } from "./client";

const RECONNECT_MS = 1000;

interface Listener {
  onNotify: (payload: string) => void;
  onLost: () => void;
}

/**
 * A server's one LISTEN connection to a database, shared by every channel it listens on (the
 * session cache, the live channel, the workspaces' hub): a server holds one connection for all
 * of them, not one each. Changes to it (a channel added or dropped, a reconnection) run one at a
 * time, in order.
 */
interface Connection {
  url: string;
  client: pg.Client | null;
  /** The channels the client listens on, each with its listeners. */
  channels: Map<string, Set<Listener>>;
  retry: NodeJS.Timeout | null;
  /** The last change, which the next one waits for. */
  turn: Promise<unknown>;
}

const connections = new Map<string, Connection>();

/** Runs `change` after every change queued before it; its failure is the caller's alone. */
function inTurn<T>(connection: Connection, change: () => Promise<T>): Promise<T> {
  const result = connection.turn.then(change);
  connection.turn = result.catch(() => {});
  return result;
}

const everyListener = (connection: Connection) =>
  [...connection.channels.values()].flatMap((listeners) => [...listeners]);

/**
 * Connects and listens on every channel wanted now; then each listener hears an empty payload
 * (what was sent meanwhile is lost, so it looks for itself).
 */
async function open(connection: Connection) {
  const next = new pg.Client({ connectionString: connection.url });
  next.on("notification", (message) => {
    for (const listener of connection.channels.get(message.channel) ?? [])
      listener.onNotify(message.payload ?? "");
  });
  // Only the connection in use can drop; a failed attempt is its caller's to retry.
  const dropped = () => {
    if (connection.client === next) lost(connection, next);
  };
  next.on("error", dropped);
  next.on("end", dropped);
  try {
    await next.connect();
    for (const channel of connection.channels.keys()) await next.query(`listen ${channel}`);
  } catch (error) {
    next.end().catch(() => {});
    throw error;
  }
  connection.client = next;
  for (const listener of everyListener(connection)) listener.onNotify("");
}

function lost(connection: Connection, from: pg.Client) {
  connection.client = null;
  from.end().catch(() => {});
  for (const listener of everyListener(connection)) listener.onLost();
  retryLater(connection);
}

/** Tries again in RECONNECT_MS, and again after every failed try, until it is back or unused. */
function retryLater(connection: Connection) {
  if (connection.retry || !connection.channels.size) return;
  connection.retry = setTimeout(() => {
    connection.retry = null;
    inTurn(connection, async () => {
      if (!connection.client && connection.channels.size) await open(connection);
    }).catch(() => retryLater(connection));
  }, RECONNECT_MS);
}

/**
 * LISTEN on a channel of the database: PGlite's own listener in the embedded default; in the
 * scaled mode the server's one listening connection (a pooled one would be handed to other
 * queries), shared by all its channels, which reconnects after a drop. Once listening, and again
 * after each reconnection, `onNotify` gets an empty payload: what was sent meanwhile is lost, so
 * the listener looks for itself. `onLost` is told when the connection drops, before it is made
 * again. Fails when the database cannot be reached at first. Returns the function that stops
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
  let connection = connections.get(url);
  if (!connection) {
    connection = { url, client: null, channels: new Map(), retry: null, turn: Promise.resolve() };
    connections.set(url, connection);
  }
  const shared = connection;
  const listener: Listener = { onNotify, onLost };

  const stop = () =>
    inTurn(shared, async () => {
      const listeners = shared.channels.get(channel);
      if (!listeners?.delete(listener) || listeners.size) return;
      shared.channels.delete(channel);
      if (shared.channels.size) {
        await shared.client?.query(`unlisten ${channel}`).catch(() => {});
        return;
      }
      // The last one: the connection closes; the next listen opens it again (the entry stays,
      // so that a listen queued behind this stop shares it rather than opening a second).
      if (shared.retry) clearTimeout(shared.retry);
      shared.retry = null;
      const client = shared.client;
      shared.client = null;
      await client?.end().catch(() => {});
    });

  await inTurn(shared, async () => {
    const listeners = shared.channels.get(channel);
    const known = listeners !== undefined;
    if (listeners) listeners.add(listener);
    else shared.channels.set(channel, new Set([listener]));
    try {
      if (!shared.client) {
        // Not connected (the first channel, or the database is away): try now; all hear "".
        await open(shared);
        return;
      }
      if (!known) await shared.client.query(`listen ${channel}`);
    } catch (error) {
      shared.channels.get(channel)?.delete(listener);
      if (!shared.channels.get(channel)?.size) shared.channels.delete(channel);
      retryLater(shared);
      throw error;
    }
    onNotify("");
  });
  return stop;
}
