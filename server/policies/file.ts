import { UPLOAD_BUCKETS } from "../../shared/limits";
import type { Actor } from "./actor";

export const UPLOAD_ACTIONS = ["create"] as const;
export type UploadAction = (typeof UPLOAD_ACTIONS)[number];
export const FILE_ACTIONS = ["attach"] as const;
export type FileAction = (typeof FILE_ACTIONS)[number];

/** Uploading into one bucket. */
export interface UploadAccess {
  kind: "upload";
  bucket: string;
}

/** A stored upload, by its owner and bucket. */
export interface FileAccess {
  kind: "file";
  ownerId: string | null;
  bucketId: string;
}

/** Members upload to the buckets of POST /api/uploads (posts, avatars, covers); visitors to none. */
export function canOnUpload(actor: Actor, _action: UploadAction, upload: UploadAccess): boolean {
  return actor.kind === "member" && (UPLOAD_BUCKETS as readonly string[]).includes(upload.bucket);
}

/** A member attaches (to a post, as their avatar or cover) only files they uploaded themselves. */
export function canOnFile(actor: Actor, _action: FileAction, file: FileAccess): boolean {
  return actor.kind === "member" && file.ownerId === actor.id;
}
