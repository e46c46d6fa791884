import type { Actor } from "./actor";
import { canOnEntity, type EntityAccess } from "./entity";

export const POST_ACTIONS = [
  "view",
  "share",
  "like",
  "comment",
  "report",
  "update",
  "delete",
  "remove",
] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

/** A post and, when it was published in a group, partnership or event, the actor's access there. */
export interface PostAccess {
  kind: "post";
  authorId: string;
  /** Null for a post on the author's own profile. */
  target: EntityAccess | null;
}

/**
 * Posts (decisions.md, "Posts, feeds and connections"). Profile posts are read by every member;
 * an entity's posts by whoever may view the entity; commenting in an entity is for its members.
 * The author edits and deletes; the entity's moderators and platform admins remove (moderation).
 * `share` is the visitors' teaser at /post/{id}: a private entity's post shares nothing.
 */
export function canOnPost(actor: Actor, action: PostAction, post: PostAccess): boolean {
  const { target } = post;
  if (action === "share") return target === null || target.visibility === "public";
  if (actor.kind === "visitor") return false;
  const isAuthor = actor.id === post.authorId;
  const viewable = target === null || canOnEntity(actor, "view", target);
  switch (action) {
    case "view":
    case "like":
      return viewable;
    case "comment":
      return target === null || canOnEntity(actor, "comment", target);
    case "report":
      return viewable && !isAuthor;
    case "update":
    case "delete":
      return isAuthor;
    case "remove":
      return actor.isPlatformAdmin || (target !== null && canOnEntity(actor, "moderate", target));
  }
}
