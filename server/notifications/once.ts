import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";

/**
 * The keys of what fans out once per subject and recipient (issue 26), however often the write
 * behind it is repeated: an edit that names a member again, a like taken back and given again, an
 * invitation revoked and sent again.
 */
export const onceKeys = {
  /** A member named in a post's own text, or in one comment of it. */
  mention: (postId: string, commentId: string | null, userId: string) =>
    `mention:${postId}:${commentId ?? "post"}:${userId}`,
  /** A member's like of a post, heard by its author. */
  like: (postId: string, likerId: string) => `like:${postId}:${likerId}`,
  /** An invitation mail to an address for a group, partnership or event. */
  invitationMail: (entity: string, email: string) => `invitation-mail:${entity}:${email.toLowerCase()}`,
};

export interface OnceOptions {
  /** The post the key belongs to: its keys go with it. */
  postId?: string;
  /** It may go again this long after it last went; never again without. */
  againAfterSeconds?: number;
}

/**
 * Claims `key` in the caller's transaction: true when it had never gone (or went longer ago than
 * `againAfterSeconds`), and it is now marked as gone; false otherwise. Concurrent claims of one
 * key wait on each other's row, and only the first is true.
 */
export async function claimOnce(tx: Executor, key: string, options: OnceOptions = {}): Promise<boolean> {
  const again =
    options.againAfterSeconds === undefined
      ? sql`false`
      : sql`sent_once.sent_at < now() - make_interval(secs => ${options.againAfterSeconds})`;
  const result = await tx.execute(sql`
    insert into sent_once (key, post_id) values (${key}, ${options.postId ?? null}::uuid)
    on conflict (key) do update set sent_at = now() where ${again}
    returning key`);
  return result.rows.length > 0;
}
