import { sql } from "drizzle-orm";
import { formatBytes } from "../../shared/entity-storage";
import type { Executor } from "../db/client";
import { AppError } from "../errors";

/** "Your storage is full: 3 MB of your 5 GB is left, and this file is 5 MB. …" (413). */
function memberStorageFull(usedBytes: number, quotaBytes: number, fileBytes: number) {
  const left = Math.max(0, quotaBytes - usedBytes);
  return new AppError(
    "payload_too_large",
    `Your storage is full: ${formatBytes(left)} of your ${formatBytes(quotaBytes)} is left, and this file is ` +
      `${formatBytes(fileBytes)}. Delete some of your files or posts with pictures to make room.`,
  );
}

/**
 * Refuses a file of `bytes` that would take the member past their storage quota
 * (MEMBER_STORAGE_QUOTA_BYTES, issue 26): everything they uploaded, pictures, post media and the
 * documents of every group, partnership and event together, so that starting many groups does not
 * multiply what one member may store. Inside a transaction, `lock` first holds the member's
 * storage lock until it ends, so that two uploads that each fit but together do not cannot both
 * pass; without it, a first look that spares storing an object that cannot fit.
 */
export async function checkMemberStorage(
  db: Executor,
  memberId: string,
  bytes: number,
  quotaBytes: number,
  options: { lock?: boolean } = {},
): Promise<void> {
  if (options.lock) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('member-storage'), hashtext(${memberId}))`);
  }
  const result = await db.execute(
    sql`select coalesce(sum(size_bytes), 0)::bigint::text as used from files where owner_id = ${memberId}`,
  );
  const used = Number((result.rows[0] as { used: string } | undefined)?.used ?? 0);
  if (used + bytes > quotaBytes) throw memberStorageFull(used, quotaBytes, bytes);
}
