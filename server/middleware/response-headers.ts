import type { HttpBindings } from "@hono/node-server";
import type { Context, Next } from "hono";

/** A header name (lower case) and its value. */
export type HeaderEntry = readonly [name: string, value: string];

/** Node's own request and response when the app runs on @hono/node-server; absent under `app.request`. */
function nodeBindings(c: Context): Partial<HttpBindings> | undefined {
  return c.env as Partial<HttpBindings> | undefined;
}

/**
 * A request header, read from what Node already parsed when it can: asking Hono's request for it
 * makes @hono/node-server build a web Headers object for every request.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeBindings(c)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * Runs the rest of the request and gives its response these headers, unless the route set a
 * header of the same name itself (a route that knows better, such as a file's own cache-control,
 * keeps its value).
 *
 * On Node they go onto Node's response before the route runs, and Node merges them with the
 * route's headers as it writes the head. Setting them on the finished web Response instead, as
 * Hono's own middleware does, turns its plain header record into a Headers object and costs more
 * than the rest of a small request.
 */
export async function withResponseHeaders(c: Context, next: Next, headers: readonly HeaderEntry[]) {
  const outgoing = nodeBindings(c)?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    await next();
    return;
  }
  await next();
  const target = c.res.headers;
  for (const [name, value] of headers) {
    if (target.has(name)) continue;
    try {
      target.set(name, value);
    } catch {
      // Some responses have immutable headers (Response.redirect, a fetched response).
      c.header(name, value);
    }
  }
}
