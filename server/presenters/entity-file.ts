import { DOCUMENT_TYPES_WORDS, DOCUMENTS_BUCKET, ENTITY_PATH_SEGMENT } from "../../shared/entity-storage";
import { bucketDefinition } from "../../shared/limits";
import { encodeCursor } from "../../shared/schemas/cursor";
import type { EntityRef } from "../loaders/memberships";
import { type Actor, type EntityStorageAccess, permissions } from "../policies";
import type { EntityFileListRow, FileRow } from "../queries/entity-files";
import { presentMemberSummary } from "./member";

type Uploader = EntityFileListRow["uploader"];

/** Where the browser downloads one of an entity's files (the route authorises, then redirects). */
const downloadPath = (entity: EntityRef, fileId: string) =>
  `/api/${ENTITY_PATH_SEGMENT[entity.type]}/${entity.id}/files/${fileId}/download`;

/**
 * One file of an entity's storage: its name, type, size, uploader (name and picture, never their
 * e-mail), date and what the viewer may do with it. No storage key or URL of the object itself:
 * every download goes through `downloadUrl`, which checks the viewer's right again.
 */
export function presentEntityFile(
  actor: Actor,
  storage: EntityStorageAccess,
  file: FileRow,
  uploader: Uploader,
) {
  const can = permissions(actor, storage);
  return {
    id: file.id,
    name: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    uploadedAt: file.createdAt.toISOString(),
    uploader: uploader
      ? presentMemberSummary({
          userId: uploader.userId,
          firstName: uploader.firstName,
          lastName: uploader.lastName,
          avatarUrl: uploader.avatarUrl,
        })
      : null,
    downloadUrl: downloadPath(storage.entity, file.id),
    can: { download: can.download, delete: can.delete },
  };
}

/** The usage bar's numbers: bytes used of the quota. */
const presentUsage = (usedBytes: number, quotaBytes: number) => ({ usedBytes, quotaBytes });

/**
 * GET …/:id/files: the entity (for the page's heading), a page of its files, the usage against the
 * quota, what an upload may be, and the viewer's rights on the storage (`can.upload`, `can.delete`).
 */
export function presentEntityFiles(
  actor: Actor,
  storage: EntityStorageAccess,
  input: {
    name: string;
    rows: EntityFileListRow[];
    next: readonly [string, string] | null;
    usedBytes: number;
    quotaBytes: number;
  },
) {
  return {
    entity: { type: storage.entity.type, id: storage.entity.id, name: input.name },
    files: input.rows.map((row) => presentEntityFile(actor, storage, row.file, row.uploader)),
    usage: presentUsage(input.usedBytes, input.quotaBytes),
    limits: {
      maxFileBytes: bucketDefinition(DOCUMENTS_BUCKET)?.fileSizeLimit ?? null,
      accepts: DOCUMENT_TYPES_WORDS,
    },
    can: permissions(actor, storage),
    nextCursor: input.next ? encodeCursor(input.next) : null,
  };
}

/** POST …/:id/files: the stored file (the uploader is the caller) and the usage after it. */
export function presentAddedEntityFile(
  actor: Actor,
  storage: EntityStorageAccess,
  file: FileRow,
  uploader: Uploader,
  usage: { usedBytes: number; quotaBytes: number },
) {
  return {
    file: presentEntityFile(actor, storage, file, uploader),
    usage: presentUsage(usage.usedBytes, usage.quotaBytes),
  };
}

/** DELETE …/:id/files/:fileId: which file went. */
export const presentDeletedEntityFile = (file: FileRow) => ({ deleted: { id: file.id } });

export type PresentedEntityFile = ReturnType<typeof presentEntityFile>;
