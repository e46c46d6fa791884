import { Readable } from "node:stream";
import { Hono } from "hono";
import { fileParamSchema } from "../../../shared/schemas/uploads";
import type { AppEnv } from "../../context";
import { notFound } from "../../errors";
import { validate } from "../../middleware/validate";
import type { ByteRange } from "../../storage/object-storage";

/**
 * Stored uploads at a stable public address (spec §6: buckets are public). Keys are random and
 * never rewritten, so answers are cached for good. What was uploaded can never act on our origin:
 * the type is the one we stored (nosniff), and opened on its own it runs in a sandbox. One byte
 * range is served on request (browsers seek in videos with it; Safari plays none without it).
 */
export const fileRoutes = new Hono<AppEnv>().get(
  "/:bucket/:key",
  validate("param", fileParamSchema),
  async (c) => {
    const { bucket, key } = c.req.valid("param");
    const { storage } = c.var.deps;
    const head = await storage.head(bucket, key);
    if (!head) throw notFound("No such file.");
    const headers: Record<string, string> = {
      "content-type": head.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "content-disposition": `inline; filename="${key}"`,
      "content-security-policy": "sandbox; default-src 'none'; img-src 'self'; media-src 'self'",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-site",
      "accept-ranges": "bytes",
    };
    const asked = c.req.header("range");
    const range = asked ? byteRange(asked, head.size) : undefined;
    if (range === null) {
      return new Response(null, {
        status: 416,
        headers: { ...headers, "content-range": `bytes */${head.size}` },
      });
    }
    const object = await storage.get(bucket, key, range);
    if (!object) throw notFound("No such file.");
    const body = Readable.toWeb(object.body) as ReadableStream;
    if (!range) return new Response(body, { headers: { ...headers, "content-length": String(head.size) } });
    return new Response(body, {
      status: 206,
      headers: {
        ...headers,
        "content-length": String(range.end - range.start + 1),
        "content-range": `bytes ${range.start}-${range.end}/${head.size}`,
      },
    });
  },
);

/**
 * One range of `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; undefined (the whole file)
 * for a header we do not serve as a range (several ranges, other units); null when unsatisfiable.
 */
export function byteRange(header: string, size: number): ByteRange | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (!from && !to) return undefined;
  const start = from ? Number(from) : Math.max(0, size - Number(to));
  const end = from && to ? Math.min(Number(to), size - 1) : size - 1;
  if (start >= size || start > end) return null;
  return { start, end };
}
