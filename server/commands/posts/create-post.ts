import { and, eq, inArray, sql } from "drizzle-orm";
import type { CreatePostInput } from "../../../shared/schemas/posts";
import type { Database, Executor } from "../../db/client";
import type { EntityRef } from "../../db/memberships";
import { files, type PostMediaItem, posts } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record";
import type { MemberActor } from "../../policies/actor";
import { prepareLink, syncMentions } from "./content-effects";

const MEDIA_BUCKET = "post-media";

/** Where an upload is served; the same address as the uploads route gives (routes/files). */
const fileUrl = (bucket: string, key: string) => `/api/files/${bucket}/${key}`;

/**
 * The post's pictures and videos, in the order given: each must be the author's own upload to
 * post-media and on no other post. Only the author's posts can hold the author's files, so that
 * is all the last check reads (through the author's index).
 */
async function attachableMedia(tx: Executor, authorId: string, ids: string[]): Promise<PostMediaItem[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.bucketId, MEDIA_BUCKET), eq(files.ownerId, authorId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refuse = () =>
    new AppError("validation_failed", "This file cannot be attached.", [
      { path: "mediaFileIds", message: "This file cannot be attached." },
    ]);
  if (byId.size !== ids.length) throw refuse();
  const used = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.authorId, authorId),
        sql`${posts.media} @> any (${sql`array[${sql.join(
          ids.map((id) => sql`${JSON.stringify([{ fileId: id }])}::jsonb`),
          sql`, `,
        )}]`})`,
      ),
    )
    .limit(1);
  if (used.length) throw refuse();
  return ids.map((id) => {
    const file = byId.get(id);
    if (!file) throw refuse();
    return {
      fileId: file.id,
      url: fileUrl(file.bucketId, file.objectKey),
      contentType: file.contentType,
      width: file.width,
      height: file.height,
    };
  });
}

/**
 * Writes a post on the author's profile or in an entity (authorised by the route), with its
 * mentions, its link (previewed later) and its media, and records `post.created`.
 */
export async function createPost(
  db: Database,
  author: MemberActor,
  input: { content: CreatePostInput["content"]; target: EntityRef | null; mediaFileIds: string[] },
): Promise<string> {
  return db.transaction(async (tx) => {
    const media = await attachableMedia(tx, author.id, input.mediaFileIds);
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
    await recordEvent(tx, {
      type: "post.created",
      actorId: author.id,
      subject: { type: "post", id: row.id },
      payload: { authorId: author.id, linkUrl },
    });
    await syncMentions(tx, { postId: row.id, commentId: null, writerId: author.id }, input.content);
    return row.id;
  });
}
