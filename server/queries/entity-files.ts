import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { DOCUMENTS_BUCKET } from "../../shared/entity-storage";
import { takePage } from "../../shared/schemas/cursor";
import type { Executor } from "../db/client";
import { POSITION_FORMAT } from "../db/cursor";
import { files, profiles } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";
import { findEntityName } from "./entity-names";

export type FileRow = typeof files.$inferSelect;

/** A file of an entity's storage as its list shows it: the row, its cursor text and its uploader. */
export interface EntityFileListRow {
  file: FileRow;
  /** `created_at` at the database's precision, for the next page's cursor. */
  at: string;
  uploader: {
    userId: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
  } | null;
}

/** The entity's documents: files_entity_idx (entity_type, entity_id, created_at desc) finds them. */
function ofEntity(ref: EntityRef): SQL {
  return and(
    eq(files.entityType, ref.type),
    eq(files.entityId, ref.id),
    eq(files.bucketId, DOCUMENTS_BUCKET),
  ) as SQL;
}

/**
 * One page of the entity's files, newest first, after `cursor` (uploaded at, id), each with its
 * uploader's name and picture in the same query; `next` is the last row's position when more follow.
 */
export async function listEntityFiles(
  db: Executor,
  ref: EntityRef,
  cursor: readonly [at: string, id: string] | undefined,
  pageSize: number,
): Promise<{ rows: EntityFileListRow[]; next: [string, string] | null }> {
  const after = cursor
    ? sql`(${files.createdAt}, ${files.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
    : undefined;
  const rows = await db
    .select({
      file: files,
      at: sql<string>`to_char(${files.createdAt} at time zone 'UTC', ${POSITION_FORMAT})`,
      uploaderId: profiles.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(files)
    .leftJoin(profiles, eq(profiles.userId, files.ownerId))
    .where(and(ofEntity(ref), after))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(pageSize + 1);
  const { page: taken, next } = takePage(rows, pageSize, (last): [string, string] => [last.at, last.file.id]);
  const page = taken.map((row) => ({
    file: row.file,
    at: row.at,
    uploader: row.uploaderId
      ? {
          userId: row.uploaderId,
          firstName: row.firstName,
          lastName: row.lastName,
          avatarUrl: row.avatarUrl,
        }
      : null,
  }));
  return { rows: page, next };
}

/** Bytes the entity's files take (its documents), from the same index. */
export async function entityStorageUsage(db: Executor, ref: EntityRef): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${files.sizeBytes}), 0)` })
    .from(files)
    .where(ofEntity(ref));
  return Number(row?.used ?? 0);
}

/** One of the entity's files by id; null when there is none (or it belongs to another entity). */
export async function findEntityFile(db: Executor, ref: EntityRef, fileId: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(ofEntity(ref), eq(files.id, fileId)));
  return row ?? null;
}

/** The entity's name, for the storage page's heading and breadcrumb ("" when it is gone). */
export async function entityName(db: Executor, ref: EntityRef): Promise<string> {
  return (await findEntityName(db, ref)) ?? "";
}
