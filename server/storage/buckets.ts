import { sql } from "drizzle-orm";
import { PRIVATE_BUCKETS } from "../../shared/entity-storage";
import { STORAGE_BUCKETS } from "../../shared/limits";
import type { Database } from "../db/client";
import { storageBuckets } from "../db/schema";

/**
 * Creates the buckets of spec §9 with their limits, or brings existing ones up to date. Spec §6
 * makes buckets public; the documents bucket is not: an entity's files are reached only through
 * an authorised download (docs/decisions.md, "Entity storage").
 */
export async function ensureStorageBuckets(db: Database): Promise<void> {
  await db
    .insert(storageBuckets)
    .values(
      STORAGE_BUCKETS.map((bucket) => ({
        id: bucket.id,
        public: !PRIVATE_BUCKETS.includes(bucket.id),
        fileSizeLimit: bucket.fileSizeLimit,
        allowedMimeTypes: bucket.allowedMimeTypes,
      })),
    )
    .onConflictDoUpdate({
      target: storageBuckets.id,
      set: {
        public: sql`excluded.public`,
        fileSizeLimit: sql`excluded.file_size_limit`,
        allowedMimeTypes: sql`excluded.allowed_mime_types`,
        updatedAt: sql`now()`,
      },
    });
}
