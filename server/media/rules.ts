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
};

/** The bucket's limits from shared/limits.ts (spec §9); every upload bucket is defined there. */
export function uploadBucket(id: UploadBucket): BucketDefinition & { words: string } {
  const definition = bucketDefinition(id);
  if (!definition) throw new Error(`bucket ${id} is not defined`);
  return { ...definition, words: RULE_WORDS[id] };
}

/** True when `mime` is one of the bucket's types, a `type/*` wildcard matching its first half. */
export function mimeAllowed(allowed: string[] | null, mime: string): boolean {
  if (!allowed) return true;
  return allowed.some((rule) => (rule.endsWith("/*") ? mime.startsWith(rule.slice(0, -1)) : rule === mime));
}

/** "This file is too large. The limit is 5 MB." */
export const tooLargeMessage = (limit: number) =>
  `This file is too large. The limit is ${formatMegabytes(limit)}.`;
