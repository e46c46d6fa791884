import { z } from "zod";
import { PRIVATE_BUCKETS } from "../entity-storage";
import { STORAGE_BUCKETS, UPLOAD_BUCKETS } from "../limits";

/** `POST /api/uploads/:bucket`: one of the buckets members upload to. */
export const uploadBucketParamSchema = z.object({
  bucket: z.enum(
    UPLOAD_BUCKETS,
    "Uploads go to post-media, avatars, entity-covers, group-profile-images, partnership-profile-images, event-images or entity-images.",
  ),
});

/**
 * `GET /api/files/:bucket/:key`: a stored object's address (keys are made by the server). The
 * private buckets (an entity's documents) are not among them: those are reached only through an
 * authorised download (docs/decisions.md, "Entity storage").
 */
export const fileParamSchema = z.object({
  bucket: z.enum(
    STORAGE_BUCKETS.map((bucket) => bucket.id).filter((id) => !PRIVATE_BUCKETS.includes(id)) as [
      string,
      ...string[],
    ],
    "No such bucket.",
  ),
  key: z.string().regex(/^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,10}$/, "No such file."),
});
