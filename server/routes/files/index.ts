import { Readable } from "node:stream";
import { Hono } from "hono";
import { fileParamSchema } from "../../../shared/schemas/uploads";
import type { AppEnv } from "../../context";
import { notFound } from "../../errors";
import { validate } from "../../middleware/validate";

/**
 * Stored uploads at a stable public address (spec §6: buckets are public). Keys are random and
 * never rewritten, so answers are cached for good. What was uploaded can never act on our origin:
 * the type is the one we stored (nosniff), and opened on its own it runs in a sandbox.
 */
export const fileRoutes = new Hono<AppEnv>().get(
  "/:bucket/:key",
  validate("param", fileParamSchema),
  async (c) => {
    const { bucket, key } = c.req.valid("param");
    const object = await c.var.deps.storage.get(bucket, key);
    if (!object) throw notFound("No such file.");
    return new Response(Readable.toWeb(object.body) as ReadableStream, {
      headers: {
        "content-type": object.contentType,
        "content-length": String(object.size),
        "cache-control": "public, max-age=31536000, immutable",
        "content-disposition": `inline; filename="${key}"`,
        "content-security-policy": "sandbox; default-src 'none'; img-src 'self'; media-src 'self'",
        "x-content-type-options": "nosniff",
        "cross-origin-resource-policy": "same-site",
      },
    });
  },
);
