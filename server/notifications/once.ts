import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";

/**
 * The keys of what fans out once per subject and recipient, ever (issue 26), however often the
 * write behind it is repeated: an edit that names a member again, a like taken back and given
 * again. (What may go again after a while, such as an invitation mail a week later, is claimed in
 * the attempt counters instead: limits/counters.ts `claimOnce`, whose rows expire.)
 */
export const onceKeys = {
  /** A member named in a post's own text, or in one comment of it. */
  mention: (postId: string, commentId: string | null, userId: string) =>
    `mention:${postId}:${commentId ?? "post"}:${userId}`,
  /** A member's like of a post, heard by its author. */
  like: (postId: string, likerId: string) => `like:${postId}:${likerId}`,
};

/**
 * Claims `key` for good in the caller's transaction: true the first time, false ever after.
 * Concurrent claims of one key wait on each other's row, and only the first is true. `postId`
 * ties the key to its post, so the keys go when the post does.
 */
export async function claimForever(tx: Executor, key: string, postId?: string): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into sent_once (key, post_id) values (${key}, ${postId ?? null}::uuid)
    on conflict (key) do nothing
    returning key`);
  return result.rows.length > 0;
}
