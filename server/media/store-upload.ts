import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { UploadBucket } from "../../shared/limits";
import type { Database } from "../db/client";
import { files } from "../db/schema";
import { AppError } from "../errors";
import type { ObjectStorage } from "../storage/object-storage";
import { checkMemberStorage } from "./member-storage";
import { processImage } from "./process-image";
import { mimeAllowed, uploadBucket, VIDEO_BUCKETS, VIDEO_TYPES } from "./rules";
import { blankVideoMetadataInFile } from "./video-metadata";

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
 * rule: a 415 in words when it is no image or video, or not one the bucket takes. It reads the
 * first bytes only (receive-upload.ts calls it as they arrive, and refuses at once).
 */
export async function checkUpload(bucketId: UploadBucket, head: Buffer): Promise<CheckedUpload> {
  const bucket = uploadBucket(bucketId);
  const detected = await fileTypeFromBuffer(head);
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
 * Stores an upload received to a temporary file and checked by its first bytes (checkUpload):
 * an image is re-encoded (processImage, which decodes it from the file), a video has its metadata
 * blanked in place and is streamed to storage; the object goes under a random key and its `files`
 * row is recorded (docs/decisions.md, "Uploads and images"). The temporary file is the caller's.
 */
export async function storeUpload(
  deps: { db: Database; storage: ObjectStorage },
  ownerId: string,
  bucketId: UploadBucket,
  upload: { fileName: string; path: string; size: number },
  checked: CheckedUpload,
  memberQuotaBytes: number,
): Promise<FileRow> {
  let key: string;
  let row: {
    contentType: string;
    extension: string;
    sizeBytes: number;
    width: number | null;
    height: number | null;
  };
  if (checked.isImage) {
    const image = await processImage(upload.path, bucketId);
    key = `${randomUUID()}.webp`;
    row = {
      contentType: image.contentType,
      extension: "webp",
      sizeBytes: image.data.length,
      width: image.width,
      height: image.height,
    };
    await checkMemberStorage(deps.db, ownerId, row.sizeBytes, memberQuotaBytes);
    await deps.storage.put(bucketId, key, image.data, image.contentType);
  } else {
    if (ISO_BOX_VIDEOS.has(checked.mime) && !(await blankVideoMetadataInFile(upload.path)))
      throw unreadableVideo();
    const extension = VIDEO_EXTENSIONS[checked.mime] ?? checked.ext;
    key = `${randomUUID()}.${extension}`;
    row = { contentType: checked.mime, extension, sizeBytes: upload.size, width: null, height: null };
    await checkMemberStorage(deps.db, ownerId, row.sizeBytes, memberQuotaBytes);
    await deps.storage.putFile(bucketId, key, upload.path, checked.mime);
  }
  try {
    return await deps.db.transaction(async (tx) => {
      // Under the member's lock: two uploads that each fit but together do not cannot both pass.
      await checkMemberStorage(tx, ownerId, row.sizeBytes, memberQuotaBytes, { lock: true });
      const [file] = await tx
        .insert(files)
        .values({
          bucketId,
          objectKey: key,
          ownerId,
          fileName: sanitiseFileName(upload.fileName, row.extension),
          contentType: row.contentType,
          sizeBytes: row.sizeBytes,
          width: row.width,
          height: row.height,
        })
        .returning();
      if (!file) throw new Error("file row was not saved");
      return file;
    });
  } catch (error) {
    await deps.storage.delete(bucketId, key).catch(() => {});
    throw error;
  }
}
