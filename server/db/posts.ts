import { and, count, eq, inArray, isNull } from "drizzle-orm";
import type { EntityType } from "../../shared/enums";
import type { Actor } from "../policies/actor";
import type { EntityAccess } from "../policies/entity";
import type { PostAccess } from "../policies/post";
import type { Executor } from "./client";
import { loadEntityAccessMany } from "./memberships";
import {
  comments,
  events,
  groups,
  linkPreviews,
  mentions,
  partnerships,
  postLikes,
  posts,
  profiles,
} from "./schema";

/** A post with everything its presentation needs, loaded for many posts at once. */
export interface PostView {
  row: typeof posts.$inferSelect;
  author: { userId: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
  target: { type: EntityType; id: number; name: string } | null;
  access: PostAccess;
  linkPreview: {
    url: string;
    title: string | null;
    description: string | null;
    imageUrl: string | null;
    siteName: string | null;
  } | null;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  mentions: { userId: string; name: string }[];
}

/** A member's name as shown beside their words. */
export const fullName = (profile: { firstName: string | null; lastName: string | null }) =>
  `${profile.firstName ?? ""} ${profile.lastName ?? ""}`.trim() || "A member";

/** The post's target as an entity reference, or null for a profile post. */
export function targetOf(row: Pick<typeof posts.$inferSelect, "groupId" | "partnershipId" | "eventId">) {
  if (row.groupId !== null) return { type: "group" as const, id: row.groupId };
  if (row.partnershipId !== null) return { type: "partnership" as const, id: row.partnershipId };
  if (row.eventId !== null) return { type: "event" as const, id: row.eventId };
  return null;
}

/** The actor's access to each post's target, in at most three queries (one per entity type). */
export async function loadPostAccessMany(
  db: Executor,
  actor: Actor,
  rows: Pick<typeof posts.$inferSelect, "id" | "authorId" | "groupId" | "partnershipId" | "eventId">[],
): Promise<Map<string, PostAccess>> {
  const byType: Record<EntityType, number[]> = { group: [], partnership: [], event: [] };
  for (const row of rows) {
    const target = targetOf(row);
    if (target) byType[target.type].push(target.id);
  }
  const loaded: Record<EntityType, Map<number, EntityAccess>> = {
    group: new Map(),
    partnership: new Map(),
    event: new Map(),
  };
  for (const type of ["group", "partnership", "event"] as const) {
    if (byType[type].length) loaded[type] = await loadEntityAccessMany(db, actor, type, byType[type]);
  }
  const result = new Map<string, PostAccess>();
  for (const row of rows) {
    const target = targetOf(row);
    const access = target ? loaded[target.type].get(target.id) : null;
    if (target && !access) continue;
    result.set(row.id, { kind: "post", authorId: row.authorId, target: access ?? null });
  }
  return result;
}

/** One post with the actor's access to it; null when it does not exist. */
export async function loadPostAccess(db: Executor, actor: Actor, postId: string) {
  const [row] = await db.select().from(posts).where(eq(posts.id, postId));
  if (!row) return null;
  const access = (await loadPostAccessMany(db, actor, [row])).get(row.id);
  return access ? { row, access } : null;
}

/**
 * The posts with the given ids, in that order, with author, target, preview, counts, the viewer's
 * like and the mentions: a fixed number of queries for a whole page (no query per post).
 */
export async function loadPostViews(db: Executor, actor: Actor, ids: readonly string[]): Promise<PostView[]> {
  if (!ids.length) return [];
  const list = [...ids];
  const rows = await db
    .select({
      post: posts,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      groupName: groups.name,
      partnershipName: partnerships.name,
      eventName: events.eventName,
      preview: linkPreviews,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.userId, posts.authorId))
    .leftJoin(groups, eq(groups.groupId, posts.groupId))
    .leftJoin(partnerships, eq(partnerships.partnershipId, posts.partnershipId))
    .leftJoin(events, eq(events.eventId, posts.eventId))
    .leftJoin(linkPreviews, eq(linkPreviews.url, posts.linkUrl))
    .where(inArray(posts.id, list));
  const likeCounts = await db
    .select({ postId: postLikes.postId, n: count() })
    .from(postLikes)
    .where(inArray(postLikes.postId, list))
    .groupBy(postLikes.postId);
  const commentCounts = await db
    .select({ postId: comments.postId, n: count() })
    .from(comments)
    .where(inArray(comments.postId, list))
    .groupBy(comments.postId);
  const liked =
    actor.kind === "member"
      ? await db
          .select({ postId: postLikes.postId })
          .from(postLikes)
          .where(and(eq(postLikes.userId, actor.id), inArray(postLikes.postId, list)))
      : [];
  const mentioned = await db
    .select({
      postId: mentions.postId,
      userId: mentions.mentionedUserId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(mentions)
    .innerJoin(profiles, eq(profiles.userId, mentions.mentionedUserId))
    .where(and(inArray(mentions.postId, list), isNull(mentions.commentId)));
  const accessById = await loadPostAccessMany(
    db,
    actor,
    rows.map((r) => r.post),
  );

  const likes = new Map(likeCounts.map((r) => [r.postId, r.n]));
  const commentsBy = new Map(commentCounts.map((r) => [r.postId, r.n]));
  const likedSet = new Set(liked.map((r) => r.postId));
  const byId = new Map<string, PostView>();
  for (const r of rows) {
    const access = accessById.get(r.post.id);
    if (!access) continue;
    const ref = targetOf(r.post);
    const name = r.groupName ?? r.partnershipName ?? r.eventName ?? "";
    const preview = r.preview?.status === "ok" ? r.preview : null;
    byId.set(r.post.id, {
      row: r.post,
      author: {
        userId: r.post.authorId,
        firstName: r.firstName,
        lastName: r.lastName,
        avatarUrl: r.avatarUrl,
      },
      target: ref ? { ...ref, name } : null,
      access,
      linkPreview: preview
        ? {
            url: preview.url,
            title: preview.title,
            description: preview.description,
            imageUrl: preview.imageUrl,
            siteName: preview.siteName,
          }
        : null,
      likeCount: likes.get(r.post.id) ?? 0,
      commentCount: commentsBy.get(r.post.id) ?? 0,
      likedByMe: likedSet.has(r.post.id),
      mentions: mentioned
        .filter((m) => m.postId === r.post.id)
        .map((m) => ({ userId: m.userId, name: fullName(m) })),
    });
  }
  return list.map((id) => byId.get(id)).filter((view): view is PostView => view !== undefined);
}
