import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { forbidden, notFound } from "../../errors";
import { downloadHeaders } from "../../storage/download-headers";
import { assertSafeKey } from "../../storage/local-storage";
import { type SignedDownload, verifySignedObjectUrl } from "../../storage/signed-urls";

/** The download fields of a link (storage/signed-urls.ts), or null for a plain link. */
function downloadOf(query: (name: string) => string | undefined): SignedDownload | null {
  const disposition = query("dl");
  if (disposition === undefined) return null;
  if (disposition !== "inline" && disposition !== "attachment") return null;
  return { disposition, fileName: query("name") ?? "", contentType: query("type") ?? "" };
}

/**
 * Serves an object through a signed link (see storage/signed-urls.ts). A download link (an
 * entity's document) cannot act on our origin whatever it holds: the signed type and
 * disposition (anything but a raster image is an attachment), nosniff, and a sandbox that
 * allows nothing (storage/download-headers.ts).
 */
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
  const download = downloadOf((name) => c.req.query(name));
  if (
    (c.req.query("dl") !== undefined && !download) ||
    !verifySignedObjectUrl(secret, bucket, key, expires, sig, Date.now(), download)
  ) {
    throw forbidden("This link is invalid or has expired.");
  }
  const object = await storage.get(bucket, key);
  if (!object) throw notFound("No such object.");
  // A plain link (the site logo) is served as before; a download link with its signed headers,
  // and cached no longer than it lives.
  const headers: Record<string, string> = download
    ? {
        ...downloadHeaders(download),
        "cache-control": `private, max-age=${Math.max(0, Math.min(3600, expires - Math.floor(Date.now() / 1000)))}`,
      }
    : {
        "content-type": object.contentType,
        "cache-control": "private, max-age=3600",
        "x-content-type-options": "nosniff",
      };
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: { ...headers, "content-length": String(object.size) },
  });
});
