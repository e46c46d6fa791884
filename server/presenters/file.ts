import { fileUrl } from "../media/file-url";
import type { FileRow } from "../media/store-upload";

/** A stored upload as the uploader gets it back: `url` is what an <img> or <video> uses. */
export function presentFile(file: FileRow) {
  return {
    id: file.id,
    url: fileUrl(file.bucketId, file.objectKey),
    contentType: file.contentType,
    width: file.width,
    height: file.height,
    sizeBytes: file.sizeBytes,
  };
}

/** POST /api/uploads/:bucket. */
export const presentUpload = (file: FileRow) => ({ file: presentFile(file) });

export type PresentedFile = ReturnType<typeof presentFile>;
