import type { Actor } from "./actor";
import { allow, type Decision, deny, resting } from "./decision";
import { canOnEntity, type EntityAccess, explainOnEntity } from "./entity";

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
 * The author edits and deletes while they may read it; the entity's moderators and platform admins remove.
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
    // One's own post, while one may still read it: a member removed from a private group no longer
    // edits or deletes what they wrote there (issue 26); its moderators remove it.
    case "update":
    case "delete":
      return isAuthor && viewable;
    case "remove":
      return actor.isPlatformAdmin || (target !== null && canOnEntity(actor, "moderate", target));
  }
}

export const POST_TARGET_ACTIONS = ["create"] as const;
export type PostTargetAction = (typeof POST_TARGET_ACTIONS)[number];

/** Where a new post would go: the author's own profile (null) or a group, partnership or event. */
export interface PostTargetAccess {
  kind: "postTarget";
  target: EntityAccess | null;
}

/**
 * Every member posts on their own profile; in a group, partnership or event only those whose
 * role there grants "post" (roles.ts: members and up, and inherited owners and admins).
 */
export function explainOnPostTarget(
  actor: Actor,
  _action: PostTargetAction,
  place: PostTargetAccess,
): Decision {
  if (actor.kind === "visitor") return deny("Visitors do not post.");
  if (place.target === null) return allow("Every member posts on their own profile.");
  return resting('Needs the entity\'s "post".', explainOnEntity(actor, "post", place.target));
}

/** The answer of `explainOnPostTarget`. */
export function canOnPostTarget(actor: Actor, action: PostTargetAction, place: PostTargetAccess): boolean {
  return explainOnPostTarget(actor, action, place).allowed;
}

export const COMMENT_ACTIONS = ["delete", "report", "remove"] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

/** A comment and the post it is on. */
export interface CommentAccess {
  kind: "comment";
  authorId: string;
  post: PostAccess;
}

/**
 * A comment is deleted by its author alone, while they may still read its post; reported by anyone else who may read its post; removed,
 * with a reason, by whoever may remove the post (the entity's moderators, platform admins).
 */
export function canOnComment(actor: Actor, action: CommentAction, comment: CommentAccess): boolean {
  if (actor.kind === "visitor") return false;
  const isAuthor = actor.id === comment.authorId;
  switch (action) {
    case "delete":
      return isAuthor && canOnPost(actor, "view", comment.post);
    case "report":
      return !isAuthor && canOnPost(actor, "view", comment.post);
    case "remove":
      return canOnPost(actor, "remove", comment.post);
  }
}
