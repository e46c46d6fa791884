import type { EntityType, MembershipRole, MembershipStatus, Visibility } from "../../shared/enums";
import type { Actor } from "./actor";
import {
  ENTITY_ACTIONS,
  type EntityAction,
  type InheritedRole,
  ROLE_REFUSALS,
  type RoleAction,
  roleAllows,
  strongerRole,
} from "./roles";

/**
 * What the entity policy needs to know about one group, partnership or event and one actor,
 * loaded by `loadEntityAccess` (server/loaders/memberships.ts) in one round of queries.
 */
export interface EntityAccess {
  kind: "entity";
  type: EntityType;
  id: number;
  visibility: Visibility;
  /** The actor's own membership: active, or a pending request to join. */
  membership: { role: MembershipRole; status: MembershipStatus } | null;
  /**
   * Owner or admin held higher up: on a parent group or partnership (however far), or, for an
   * event, on the group or partnership that organises it. Rights flow down (decisions.md).
   */
  inheritedRole: InheritedRole | null;
  /** The event's host (`host_user_id`) holds an owner's rights over it (spec §6 "Host"). */
  isHost: boolean;
}

/** Rights a platform admin holds on every entity: trust and safety, not running the community. */
const PLATFORM_ADMIN_ACTIONS: readonly EntityAction[] = ["view", "preview", "moderate", "readAuditLog"];

/** The role whose rights the actor holds: their own active role, an inherited one or the host's. */
export function effectiveRole(access: EntityAccess): MembershipRole | null {
  const own = access.membership?.status === "active" ? access.membership.role : null;
  return strongerRole(strongerRole(own, access.inheritedRole), access.isHost ? "owner" : null);
}

/** May the actor do this to the entity? Pure: everything it needs is in `access`. */
export function canOnEntity(actor: Actor, action: EntityAction, access: EntityAccess): boolean {
  if (!ENTITY_ACTIONS[access.type].includes(action)) return false;
  const isPublic = access.visibility === "public";
  // Visitors see what a shared link shows of a public entity, and nothing else.
  if (actor.kind === "visitor") return action === "preview" && isPublic;
  if (actor.isPlatformAdmin && PLATFORM_ADMIN_ACTIONS.includes(action)) return true;
  const role = effectiveRole(access);
  switch (action) {
    case "view":
      return isPublic || role !== null;
    case "preview":
      return true;
    case "join":
      return isPublic && access.membership === null;
    case "requestToJoin":
      return !isPublic && access.membership === null && role === null;
    case "register":
      // In one's own right: a platform admin's oversight of a private event is not an invitation.
      return isPublic || role !== null;
    case "withdraw":
      return true;
    case "cancelRequest":
      return access.membership?.status === "pending";
    case "leave":
      // Only one's own membership can be left; an inherited right is not a membership.
      return access.membership?.status === "active" && roleAllows(access.membership.role, "leave");
    default:
      return role !== null && roleAllows(role, action);
  }
}

/**
 * Why the actor's own role keeps them from `action` here (ROLE_REFUSALS: the owner who would
 * leave), or null: the message of its 403 and the text the page shows instead of the button.
 */
export function roleRefusal(access: EntityAccess, action: RoleAction): string | null {
  const membership = access.membership;
  if (membership?.status !== "active") return null;
  return ROLE_REFUSALS[membership.role]?.[action] ?? null;
}
