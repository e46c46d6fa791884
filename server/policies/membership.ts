import type { MembershipRole, MembershipStatus } from "../../shared/enums";
import type { Actor } from "./actor";
import { type Decision, decide, deny, resting } from "./decision";
import { canOnEntity, type EntityAccess, effectiveRole, explainOnEntity } from "./entity";
import type { EntityAction } from "./roles";
import { ROLE_RANK } from "./roles";

/**
 * What may be done to another member's membership of a group, partnership or event: answer
 * their request, change their role, remove them, make them the owner.
 */
export const MEMBERSHIP_ACTIONS = ["approve", "decline", "changeRole", "remove", "makeOwner"] as const;
export type MembershipAction = (typeof MEMBERSHIP_ACTIONS)[number];

/** One member's membership (active, or a pending request) and the actor's access to its entity. */
export interface MembershipAccess {
  kind: "membership";
  entity: EntityAccess;
  target: { userId: string; role: MembershipRole; status: MembershipStatus };
}

/**
 * How strong the actor's hand is over memberships here: their effective role's rank (their own,
 * inherited from a parent, or the host's), 0 for someone without one.
 */
function rankOf(access: EntityAccess): number {
  const role = effectiveRole(access);
  return role ? ROLE_RANK[role] : 0;
}

/**
 * Managing members (decisions.md, "Membership"): requests are answered by whoever manages
 * members; a role is changed, or a member removed, by someone whose role outranks theirs (an
 * admin manages moderators and members, an owner everyone); nobody acts on their own membership
 * here (leaving has its own route) nor on the owner's (ownership moves first). Ownership is handed
 * to an active member by whoever holds the owner's rights.
 */
export function explainOnMembership(
  actor: Actor,
  action: MembershipAction,
  access: MembershipAccess,
): Decision {
  if (actor.kind === "visitor") return deny("Visitors manage no membership.");
  const { entity, target } = access;
  if (actor.id === target.userId) return deny("Nobody acts on their own membership here.");
  const pending = target.status === "pending";
  const needs = (right: EntityAction) =>
    resting(`Needs the entity's "${right}".`, explainOnEntity(actor, right, entity));
  switch (action) {
    case "approve":
    case "decline":
      return pending ? needs("manageMembers") : deny("Only a pending request is answered.");
    case "changeRole":
    case "remove": {
      if (pending) return deny("A pending request is answered, not changed or removed.");
      if (target.role === "owner")
        return deny("The owner's membership is never changed: ownership moves first.");
      const right = needs(action === "changeRole" ? "manageRoles" : "manageMembers");
      if (!right.allowed) return right;
      const rank = rankOf(entity);
      return decide(
        ROLE_RANK[target.role] < rank,
        `${right.rule} Their role must outrank the ${target.role}'s: they hold ${effectiveRole(entity) ?? "none"}.`,
      );
    }
    case "makeOwner":
      if (pending) return deny("Ownership goes to an active member, not a request.");
      if (target.role === "owner") return deny("They are the owner already.");
      return needs("transferOwnership");
  }
}

/** The answer of `explainOnMembership`. */
export function canOnMembership(actor: Actor, action: MembershipAction, access: MembershipAccess): boolean {
  return explainOnMembership(actor, action, access).allowed;
}

/**
 * The roles the actor may give: any up to their own (an admin may make another admin), never
 * owner (that is `makeOwner`). Empty for someone who may not change roles.
 */
export function assignableRoles(actor: Actor, entity: EntityAccess): MembershipRole[] {
  if (!canOnEntity(actor, "manageRoles", entity)) return [];
  const rank = rankOf(entity);
  return (["admin", "moderator", "member"] as const).filter((role) => ROLE_RANK[role] <= rank);
}

export const INVITATION_ACTIONS = ["accept", "decline", "revoke"] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];

/** An invitation to join, the address it went to, and the actor's access to its entity. */
export interface InvitationAccess {
  kind: "invitation";
  email: string;
  status: "pending" | "accepted" | "declined" | "revoked";
  entity: EntityAccess;
}

/**
 * An invitation is answered by whoever confirmed the address it was sent to (compared without
 * letter case), while it is open; it is revoked by those who manage the entity's members.
 */
export function canOnInvitation(actor: Actor, action: InvitationAction, access: InvitationAccess): boolean {
  if (actor.kind === "visitor" || access.status !== "pending") return false;
  if (action === "revoke") return canOnEntity(actor, "manageMembers", access.entity);
  return actor.emailVerified && actor.email.toLowerCase() === access.email.toLowerCase();
}
