import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { DOCUMENTS_BUCKET, formatBytes } from "../../shared/entity-storage";
import type { Database, Executor } from "../db/client";
import { files } from "../db/schema";
import { AppError } from "../errors";
import { recordEvent } from "../events/record";
import type { EntityRef } from "../loaders/memberships";
import type { Logger } from "../logger";
import type { CheckedDocument } from "../media/documents";
import { checkMemberStorage } from "../media/member-storage";
import { sanitiseFileName } from "../media/store-upload";
import { entityStorageUsage, type FileRow } from "../queries/entity-files";
import type { ObjectStorage } from "../storage/object-storage";

interface StorageDeps {
  db: Database;
  storage: ObjectStorage;
  logger: Logger;
}

/**
 * Holds the entity's storage lock until the transaction ends: every upload to one entity sums its
 * usage and inserts its row one after the other, so two uploads that each fit but together do
 * not cannot both pass (a plain sum-then-insert would let both through on PostgreSQL).
 * Transaction: the caller's open one; takes the entity's storage advisory lock (pg_advisory_xact_lock).
 */
export async function lockEntityStorage(tx: Executor, ref: EntityRef): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`entity-storage:${ref.type}`}), ${ref.id}::int)`,
  );
}

/**
 * "This group's storage is full: 3 MB of its 1 GB is left, and this file is 5 MB. …" (413).
 * Transaction: none; pure (no database access), locks nothing.
 */
export function storageFull(ref: EntityRef, usedBytes: number, quotaBytes: number, fileBytes: number) {
  const left = Math.max(0, quotaBytes - usedBytes);
  return new AppError(
    "payload_too_large",
    `This ${ref.type}'s storage is full: ${formatBytes(left)} of its ${formatBytes(quotaBytes)} is left, ` +
      `and this file is ${formatBytes(fileBytes)}. Delete some files to make room.`,
  );
}

/**
 * Stores a document in the entity's storage: the object under a new random key, streamed from the
 * file it was received to, then, under the entity's lock and the uploader's, both quotas checked
 * (the entity's, and the member's across everything they store) and its `files` row with the
 * `entity_file.added` event. The object is written before the locks are taken, so that a large
 * transfer never holds them; a refused or failed upload's object is deleted again.
 * Transaction: one (the object stored first); takes the entity's, then the uploader's storage advisory lock.
 */
export async function addEntityFile(
  deps: StorageDeps,
  input: {
    entity: EntityRef;
    uploaderId: string;
    fileName: string;
    /** The file an upload was received to, or bytes in memory (the demo's documents, tests). */
    content: { path: string; size: number } | { data: Buffer };
    checked: CheckedDocument;
    quotaBytes: number;
    memberQuotaBytes: number;
  },
): Promise<{ file: FileRow; usedBytes: number }> {
  const { entity, content, checked } = input;
  const size = "data" in content ? content.data.length : content.size;
  const key = `${randomUUID()}.${checked.ext}`;
  if ("data" in content) await deps.storage.put(DOCUMENTS_BUCKET, key, content.data, checked.mime);
  else await deps.storage.putFile(DOCUMENTS_BUCKET, key, content.path, checked.mime);
  try {
    return await deps.db.transaction(async (tx) => {
      await lockEntityStorage(tx, entity);
      const used = await entityStorageUsage(tx, entity);
      if (used + size > input.quotaBytes) throw storageFull(entity, used, input.quotaBytes, size);
      await checkMemberStorage(tx, input.uploaderId, size, input.memberQuotaBytes, { lock: true });
      const [file] = await tx
        .insert(files)
        .values({
          bucketId: DOCUMENTS_BUCKET,
          objectKey: key,
          ownerId: input.uploaderId,
          entityType: entity.type,
          entityId: entity.id,
          fileName: sanitiseFileName(input.fileName, checked.ext),
          contentType: checked.mime,
          sizeBytes: size,
        })
        .returning();
      if (!file) throw new Error("file row was not saved");
      await recordEvent(tx, {
        type: "entity_file.added",
        actorId: input.uploaderId,
        subject: { type: entity.type, id: String(entity.id) },
        payload: { fileId: file.id, fileName: file.fileName, sizeBytes: file.sizeBytes },
      });
      return { file, usedBytes: used + size };
    });
  } catch (error) {
    await deps.storage.delete(DOCUMENTS_BUCKET, key).catch((cause: unknown) => {
      deps.logger.warn({ err: cause, key }, "entity storage: could not delete a refused upload's object");
    });
    throw error;
  }
}

/**
 * Deletes one of the entity's files: its row (with the `entity_file.deleted` event) in one
 * transaction, then its object. A failure to delete the object leaves an unreferenced object
 * behind, logged, never a row whose object is gone. Null when the entity has no such file.
 * Transaction: one, the object deleted after commit; no explicit locks (the DELETE takes the file row).
 */
export async function deleteEntityFile(
  deps: StorageDeps,
  input: { entity: EntityRef; fileId: string; actorId: string },
): Promise<FileRow | null> {
  const { entity } = input;
  const file = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(files)
      .where(
        and(
          eq(files.id, input.fileId),
          eq(files.entityType, entity.type),
          eq(files.entityId, entity.id),
          eq(files.bucketId, DOCUMENTS_BUCKET),
        ),
      )
      .returning();
    if (!row) return null;
    await recordEvent(tx, {
      type: "entity_file.deleted",
      actorId: input.actorId,
      subject: { type: entity.type, id: String(entity.id) },
      payload: { fileId: row.id, fileName: row.fileName, sizeBytes: row.sizeBytes },
    });
    return row;
  });
  if (file) {
    await deps.storage.delete(file.bucketId, file.objectKey).catch((cause: unknown) => {
      deps.logger.warn({ err: cause, key: file.objectKey }, "entity storage: could not delete an object");
    });
  }
  return file;
}
