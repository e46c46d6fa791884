import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { forbidden, notFound } from "../../errors";
import { assertSafeKey } from "../../storage/local-storage";
import { verifySignedObjectUrl } from "../../storage/signed-urls";

/** Serves an object through a signed link (see storage/signed-urls.ts). */
export const storageRoutes = new Hono<AppEnv>().get("/sign/:bucket/:key{.+}", async (c) => {
  const { storage, secret } = c.var.deps;
  const bucket = c.req.param("bucket");
  const key = c.req.param("key");
  try {
    assertSafeKey(bucket, key);
  } catch {
    throw notFound("No such object.");
  }
  const expires = Number(c.req.query("expires"));
  const sig = c.req.query("sig") ?? "";
  if (!verifySignedObjectUrl(secret, bucket, key, expires, sig)) {
    throw forbidden("This link is invalid or has expired.");
  }
  const object = await storage.get(bucket, key);
  if (!object) throw notFound("No such object.");
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "content-type": object.contentType,
      "content-length": String(object.size),
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
    },
  });
});
