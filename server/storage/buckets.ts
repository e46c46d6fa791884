import { sql } from "drizzle-orm";
import { STORAGE_BUCKETS } from "../../shared/limits";
import type { Database } from "../db/client";
import { storageBuckets } from "../db/schema";

/** Creates the buckets of spec §9 with their limits, or brings existing ones up to date. */
export async function ensureStorageBuckets(db: Database): Promise<void> {
  await db
    .insert(storageBuckets)
    .values(
      STORAGE_BUCKETS.map((bucket) => ({
        id: bucket.id,
        public: true,
        fileSizeLimit: bucket.fileSizeLimit,
        allowedMimeTypes: bucket.allowedMimeTypes,
      })),
    )
    .onConflictDoUpdate({
      target: storageBuckets.id,
      set: {
        fileSizeLimit: sql`excluded.file_size_limit`,
        allowedMimeTypes: sql`excluded.allowed_mime_types`,
        updatedAt: sql`now()`,
      },
    });
}
