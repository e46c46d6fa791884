import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { UploadBucket } from "../../shared/limits";
import type { Database } from "../db/client";
import { files } from "../db/schema";
import { AppError } from "../errors";
import type { ObjectStorage } from "../storage/object-storage";
import { processImage } from "./process-image";
import { mimeAllowed, uploadBucket, VIDEO_BUCKETS, VIDEO_TYPES } from "./rules";
import { withoutVideoMetadata } from "./video-metadata";

export type FileRow = typeof files.$inferSelect;

const refuse = (message: string) =>
  new AppError("unsupported_media_type", message, [{ path: "file", message }]);

const VIDEO_EXTENSIONS: Record<string, string> = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
};

/** The videos whose metadata boxes we blank (MP4 and QuickTime: what phones record). */
const ISO_BOX_VIDEOS = new Set(["video/mp4", "video/quicktime"]);

const unreadableVideo = () =>
  new AppError(
    "validation_failed",
    "We could not read this video. It may be damaged; try exporting it again as MP4.",
    [{ path: "file", message: "We could not read this video." }],
  );

/**
 * A video as it is stored: an MP4 or QuickTime file with its metadata boxes blanked (the place
 * it was recorded, the device; server/media/video-metadata.ts), refused when its boxes do not add
 * up; a WebM as it came.
 */
function storedVideo(data: Buffer, mime: string): Buffer {
  if (!ISO_BOX_VIDEOS.has(mime)) return data;
  const blanked = withoutVideoMetadata(data);
  if (!blanked) throw unreadableVideo();
  return blanked;
}

/** A file name safe to show and to put in a header: no path, no odd characters, 120 at most. */
export function sanitiseFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N} ._()-]+/gu, "_")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return `${base || "file"}.${extension}`;
}

/** What an upload's content says it is, once it passed the bucket's rule (checkUpload). */
export interface CheckedUpload {
  mime: string;
  ext: string;
  isImage: boolean;
}

/**
 * Checks an upload by its content (never its name or the browser's type) against the bucket's
 * rule: a 415 in words when it is no image or video, or not one the bucket takes. Cheap (the
 * first bytes only), so the route checks before counting the upload against the member's limit.
 */
export async function checkUpload(bucketId: UploadBucket, data: Buffer): Promise<CheckedUpload> {
  const bucket = uploadBucket(bucketId);
  const detected = await fileTypeFromBuffer(data);
  const isImage = detected?.mime.startsWith("image/") ?? false;
  const isVideo = detected?.mime.startsWith("video/") ?? false;
  const takesVideo = VIDEO_BUCKETS.includes(bucketId);
  if (!detected || !(isImage || isVideo)) {
    throw refuse(takesVideo ? "This file is not an image or a video." : "This file is not an image.");
  }
  if (isVideo && !takesVideo) throw refuse(`This file type is not allowed here: ${bucket.words}.`);
  const allowed =
    mimeAllowed(bucket.allowedMimeTypes, detected.mime) &&
    (!isVideo || (VIDEO_TYPES as readonly string[]).includes(detected.mime));
  if (!allowed) throw refuse(`This file type is not allowed here: ${bucket.words}.`);
  return { mime: detected.mime, ext: detected.ext, isImage };
}

/**
 * Checks an upload (checkUpload, unless the caller already did), re-encodes an image
 * (processImage) or blanks a video's metadata (storedVideo), stores it under a random key and
 * records its `files` row (docs/decisions.md, "Uploads and images").
 */
export async function storeUpload(
  deps: { db: Database; storage: ObjectStorage },
  ownerId: string,
  bucketId: UploadBucket,
  upload: { fileName: string; data: Buffer },
  checked?: CheckedUpload,
): Promise<FileRow> {
  const detected = checked ?? (await checkUpload(bucketId, upload.data));
  const { isImage } = detected;
  let stored: {
    data: Buffer;
    contentType: string;
    extension: string;
    width: number | null;
    height: number | null;
  };
  if (isImage) {
    const image = await processImage(upload.data, bucketId);
    stored = { ...image, extension: "webp" };
  } else {
    const extension = VIDEO_EXTENSIONS[detected.mime] ?? detected.ext;
    const data = storedVideo(upload.data, detected.mime);
    stored = { data, contentType: detected.mime, extension, width: null, height: null };
  }

  const key = `${randomUUID()}.${stored.extension}`;
  await deps.storage.put(bucketId, key, stored.data, stored.contentType);
  try {
    const [file] = await deps.db
      .insert(files)
      .values({
        bucketId,
        objectKey: key,
        ownerId,
        fileName: sanitiseFileName(upload.fileName, stored.extension),
        contentType: stored.contentType,
        sizeBytes: stored.data.length,
        width: stored.width,
        height: stored.height,
      })
      .returning();
    if (!file) throw new Error("file row was not saved");
    return file;
  } catch (error) {
    await deps.storage.delete(bucketId, key).catch(() => {});
    throw error;
  }
}
