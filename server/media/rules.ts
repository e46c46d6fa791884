import {
  type BucketDefinition,
  bucketDefinition,
  formatMegabytes,
  type UploadBucket,
} from "../../shared/limits";

/** Videos we store (post-media only): the formats browsers play, told by content. */
export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;

/** What each upload bucket takes, in the words its error message uses. */
const RULE_WORDS: Record<UploadBucket, string> = {
  "post-media": "images (JPEG, PNG, GIF, WebP, AVIF, HEIC or TIFF) and MP4, WebM or QuickTime videos",
  avatars: "JPEG, PNG, GIF or WebP images",
  "entity-covers": "images (JPEG, PNG, GIF, WebP, AVIF, HEIC or TIFF)",
  "group-profile-images": "images (JPEG, PNG, GIF, WebP, AVIF, HEIC or TIFF)",
  "partnership-profile-images": "images (JPEG, PNG, GIF, WebP, AVIF, HEIC or TIFF)",
  "event-images": "images (JPEG, PNG, GIF, WebP, AVIF, HEIC or TIFF)",
  "entity-images": "images (JPEG, PNG, GIF, WebP, AVIF, HEIC or TIFF)",
};

/**
 * What a member may send to a bucket that spec §9 leaves without a size limit (the group pictures):
 * a picture is re-encoded to 400 px anyway, and no upload is read without a bound
 * (docs/decisions.md, "Uploads and images").
 */
export const UNLIMITED_BUCKET_UPLOAD_CAP = 20 * 1024 * 1024;

/** Only post media may be a video; every other upload bucket holds pictures. */
export const VIDEO_BUCKETS: readonly UploadBucket[] = ["post-media"];

/**
 * The bucket's limits from shared/limits.ts (spec §9); every upload bucket is defined there. A
 * bucket without a size limit takes uploads up to UNLIMITED_BUCKET_UPLOAD_CAP.
 */
export function uploadBucket(id: UploadBucket): BucketDefinition & { fileSizeLimit: number; words: string } {
  const definition = bucketDefinition(id);
  if (!definition) throw new Error(`bucket ${id} is not defined`);
  return {
    ...definition,
    fileSizeLimit: definition.fileSizeLimit ?? UNLIMITED_BUCKET_UPLOAD_CAP,
    words: RULE_WORDS[id],
  };
}

/** True when `mime` is one of the bucket's types, a `type/*` wildcard matching its first half. */
export function mimeAllowed(allowed: string[] | null, mime: string): boolean {
  if (!allowed) return true;
  return allowed.some((rule) => (rule.endsWith("/*") ? mime.startsWith(rule.slice(0, -1)) : rule === mime));
}

/** "This file is too large. The limit is 5 MB." */
export const tooLargeMessage = (limit: number) =>
  `This file is too large. The limit is ${formatMegabytes(limit)}.`;
