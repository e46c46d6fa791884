import type { Config } from "../env";

/** Someone who is not signed in. */
export interface VisitorActor {
  kind: "visitor";
}

/** A signed-in member, as the session presents them to policies and handlers. */
export interface MemberActor {
  kind: "member";
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  /** Named in ADMIN_EMAILS (decisions.md, "Roles and visibility"). */
  isPlatformAdmin: boolean;
  /**
   * Whether the member is an active owner or admin of some group or partnership, as the session
   * read it (kept true by the session cache's triggers). False lets feeds skip looking up rights
   * inherited from above; unknown (absent) means look them up.
   */
  managesCommunities?: boolean;
}

/**
 * Whether the actor may hold rights inherited from above (as owner or admin of a parent group or
 * partnership, or of an event's organiser): a visitor does not, nor a member whose session says
 * they manage nothing; a member whose session does not say (tests, jobs) may.
 */
export const mayInheritRights = (actor: Actor) =>
  actor.kind === "member" && actor.managesCommunities !== false;

/** Whoever sends a request: every policy takes one. */
export type Actor = VisitorActor | MemberActor;

export const VISITOR: VisitorActor = Object.freeze({ kind: "visitor" });

/**
 * Whether the actor is the signed-in member `userId`: the whole rule of what is one's own alone
 * (dashboard, notifications, notification preferences, push subscriptions); platform admins get no more.
 */
export function isSelf(actor: Actor, userId: string): boolean {
  return actor.kind === "member" && actor.id === userId;
}

/** True for a signed-in member. */
export function isMember(actor: Actor): actor is MemberActor {
  return actor.kind === "member";
}

/**
 * Platform admins are the addresses listed in ADMIN_EMAILS, compared without letter case.
 * The one place this rule is written.
 */
export function isPlatformAdmin(
  config: Pick<Config, "ADMIN_EMAILS">,
  email: string | null | undefined,
): boolean {
  return Boolean(email) && config.ADMIN_EMAILS.includes((email as string).toLowerCase());
}
