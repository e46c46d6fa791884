import { and, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { firstLink } from "../../../shared/links";
import { mentionedUserIds } from "../../../shared/mentions";
import type { Executor } from "../../db/client";
import { linkPreviews, mentions, profiles } from "../../db/schema";
import { recordEvent } from "../../events/record";

/**
 * What a post's or comment's text sets off, shared by writing and editing: the mentions it names
 * (members only; other ids are left as text) and the link whose preview the post shows.
 */

/**
 * Makes the `mentions` rows of one post's text (or one comment's) match the text, and records
 * `member.mentioned` for each member newly named there, never for the writer. Returns the
 * members named.
 * Transaction: the caller's open one; locks nothing (the unique mention index settles repeats).
 */
export async function syncMentions(
  tx: Executor,
  where: { postId: string; commentId: string | null; writerId: string },
  text: string,
): Promise<string[]> {
  const wanted = mentionedUserIds(text);
  const existing = wanted.length
    ? (
        await tx.select({ userId: profiles.userId }).from(profiles).where(inArray(profiles.userId, wanted))
      ).map((row) => row.userId)
    : [];
  const scope = and(
    eq(mentions.postId, where.postId),
    where.commentId ? eq(mentions.commentId, where.commentId) : isNull(mentions.commentId),
  );
  await tx
    .delete(mentions)
    .where(existing.length ? and(scope, notInArray(mentions.mentionedUserId, existing)) : scope);
  if (!existing.length) return [];
  const added = await tx
    .insert(mentions)
    .values(
      existing.map((userId) => ({
        postId: where.postId,
        commentId: where.commentId,
        mentionedUserId: userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: mentions.mentionedUserId });
  for (const { userId } of added) {
    if (userId === where.writerId) continue;
    await recordEvent(tx, {
      type: "member.mentioned",
      actorId: where.writerId,
      subject: { type: "post", id: where.postId },
      payload: { mentionedUserId: userId, commentId: where.commentId },
    });
  }
  return existing;
}

const MAX_PREVIEW_URL_BYTES = 2048;

/**
 * The first link of a post's text, with its `link_previews` row made (pending) so the post can
 * point at it; the preview itself is fetched later by a job (events/handlers/link-previews.ts).
 * Transaction: the caller's open one; locks nothing (ON CONFLICT DO NOTHING on the URL).
 */
export async function prepareLink(tx: Executor, text: string): Promise<string | null> {
  const url = firstLink(text);
  // The URL is the preview's key: a btree entry holds about 2.7 KB, and a link of 2,048
  // characters outside ASCII would not fit. Such a link stays a link, without a preview.
  if (!url || Buffer.byteLength(url, "utf8") > MAX_PREVIEW_URL_BYTES) return null;
  await tx.insert(linkPreviews).values({ url, status: "pending" }).onConflictDoNothing();
  return url;
}
