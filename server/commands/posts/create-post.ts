import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CreatePostInput } from "../../../shared/schemas/posts";
import { BLUESKY_COPY_JOB, BLUESKY_COPY_MAX_ATTEMPTS } from "../../bluesky/copy-job";
import type { Database, Executor } from "../../db/client";
import { files, type PostMediaItem, postBlueskyCopies, postRequests, posts } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record";
import { enqueueJob } from "../../jobs/queue";
import type { EntityRef } from "../../loaders/memberships";
import { fileUrl } from "../../media/file-url";
import type { MemberActor } from "../../policies/actor";
import { postOfRequest } from "../../queries/post-requests";
import { prepareLink, syncMentions } from "./content-effects";

const MEDIA_BUCKET = "post-media";

/**
 * The post's pictures and videos, in the order given: each must be the author's own upload to
 * post-media and on no post yet (`files.post_id`).
 */
async function attachableMedia(
  tx: Executor,
  authorId: string,
  ids: string[],
  alt: readonly string[],
): Promise<PostMediaItem[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select()
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        eq(files.bucketId, MEDIA_BUCKET),
        eq(files.ownerId, authorId),
        isNull(files.postId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (byId.size !== ids.length) throw unattachable();
  return ids.map((id, index) => {
    const file = byId.get(id);
    if (!file) throw unattachable();
    const description = alt[index] ?? "";
    return {
      fileId: file.id,
      url: fileUrl(file.bucketId, file.objectKey),
      contentType: file.contentType,
      width: file.width,
      height: file.height,
      ...(description ? { alt: description } : {}),
    };
  });
}

const unattachable = () =>
  new AppError("validation_failed", "This file cannot be attached.", [
    { path: "mediaFileIds", message: "This file cannot be attached." },
  ]);

/**
 * Gives the files to the post. The update takes each row's lock and sets `post_id` only where it
 * is still null: an upload another post took meanwhile, or the clean-up deleted meanwhile
 * (server/media/unattached-uploads.ts, which deletes only rows still without a post), is missing
 * from the count, and the whole post is refused.
 */
async function claimMedia(tx: Executor, postId: string, media: PostMediaItem[]) {
  if (!media.length) return;
  const ids = media.map((item) => item.fileId);
  const claimed = await tx
    .update(files)
    .set({ postId })
    .where(and(inArray(files.id, ids), isNull(files.postId)))
    .returning({ id: files.id });
  if (claimed.length !== ids.length) throw unattachable();
}

/**
 * Writes a post on the author's profile or in an entity (authorised by the route), with its
 * mentions, its link (previewed later) and its media, and records `post.created`. With
 * `alsoOnBluesky` (checked by the route), its copy on Bluesky waits as `pending`, with the job
 * that publishes it (bluesky/copy-job.ts): the post never waits for Bluesky. With a `requestId`
 * the author already sent, nothing is written and that post is answered (`created: false`).
 * Transaction: one; with a request id, first an advisory lock on (author, request id), so that
 * the same post sent twice at once is written once; otherwise no explicit locks (the UPDATE
 * claiming media where post_id is null settles races).
 */
export async function createPost(
  db: Database,
  author: MemberActor,
  input: {
    content: CreatePostInput["content"];
    target: EntityRef | null;
    mediaFileIds: string[];
    /** Each file's description, in the order of `mediaFileIds` (validated by the schema). */
    mediaAlt?: readonly string[];
    alsoOnBluesky?: boolean;
    requestId?: string;
  },
): Promise<{ postId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const { requestId } = input;
    if (requestId) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('post-request'), hashtext(${`${author.id}:${requestId}`}))`,
      );
      const sent = await postOfRequest(tx, author.id, requestId);
      if (sent) return { postId: sent, created: false };
    }
    const media = await attachableMedia(tx, author.id, input.mediaFileIds, input.mediaAlt ?? []);
    const linkUrl = await prepareLink(tx, input.content);
    const { target } = input;
    const [row] = await tx
      .insert(posts)
      .values({
        authorId: author.id,
        content: input.content,
        targetType: target?.type ?? "profile",
        groupId: target?.type === "group" ? target.id : null,
        partnershipId: target?.type === "partnership" ? target.id : null,
        eventId: target?.type === "event" ? target.id : null,
        linkUrl,
        media,
      })
      .returning({ id: posts.id });
    if (!row) throw new Error("post was not written");
    await claimMedia(tx, row.id, media);
    if (requestId) await tx.insert(postRequests).values({ authorId: author.id, requestId, postId: row.id });
    await recordEvent(tx, {
      type: "post.created",
      actorId: author.id,
      subject: { type: "post", id: row.id },
      payload: { authorId: author.id, linkUrl },
    });
    await syncMentions(tx, { postId: row.id, commentId: null, writerId: author.id }, input.content);
    if (input.alsoOnBluesky) {
      await tx.insert(postBlueskyCopies).values({ postId: row.id, userId: author.id, status: "pending" });
      await enqueueJob(
        tx,
        BLUESKY_COPY_JOB,
        { postId: row.id },
        { dedupeKey: `bluesky-copy:${row.id}`, maxAttempts: BLUESKY_COPY_MAX_ATTEMPTS },
      );
    }
    return { postId: row.id, created: true };
  });
}
