import type { EntityType, MembershipRole, MembershipStatus, Visibility } from "../../shared/enums";
import type { Actor } from "./actor";
import { allow, type Decision, decide, deny } from "./decision";
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

/** Where the actor's effective role comes from, for the rules' words. */
function roleSource(access: EntityAccess, role: MembershipRole): string {
  const own = access.membership?.status === "active" ? access.membership.role : null;
  if (own === role) return `their own role here, ${role}`;
  if (access.isHost && role === "owner") return "hosting the event (an owner's rights)";
  return `${role}, inherited from a group or partnership above`;
}

/**
 * May the actor do this to the entity, and by which rule? Pure: everything it needs is in
 * `access`. `canOnEntity` is its answer alone.
 */
export function explainOnEntity(actor: Actor, action: EntityAction, access: EntityAccess): Decision {
  if (!ENTITY_ACTIONS[access.type].includes(action))
    return deny(`A ${access.type} has no "${action}" (roles.ts, ENTITY_ACTIONS).`);
  const isPublic = access.visibility === "public";
  // Visitors see what a shared link shows of a public entity, and nothing else.
  if (actor.kind === "visitor")
    return decide(
      action === "preview" && isPublic,
      "Visitors see the preview of a public entity through a shared link, and nothing else.",
    );
  if (actor.isPlatformAdmin && PLATFORM_ADMIN_ACTIONS.includes(action))
    return allow("Platform admins view, preview, moderate and read the audit log of every entity.");
  const role = effectiveRole(access);
  const held = role ? `They hold ${roleSource(access, role)}.` : "They hold no role here.";
  switch (action) {
    case "view":
      return isPublic
        ? allow("Any member views a public entity.")
        : decide(role !== null, `A private entity is viewed by those with a role in it. ${held}`);
    case "preview":
      return allow("Any member sees an entity's name, picture and description.");
    case "join":
      if (!isPublic) return deny("A private entity is joined by request, not directly.");
      return decide(
        access.membership === null,
        access.membership === null
          ? "Any member joins a public entity they have no membership of."
          : `They already have a membership (${access.membership.status}).`,
      );
    case "requestToJoin":
      if (isPublic) return deny("A public entity is joined directly, without a request.");
      if (access.membership !== null)
        return deny(`They already have a membership (${access.membership.status}).`);
      return decide(
        role === null,
        role === null ? "A member without a role asks to join a private entity." : held,
      );
    case "register":
      // In one's own right: a platform admin's oversight of a private event is not an invitation.
      return isPublic
        ? allow("Any member registers for a public event.")
        : decide(role !== null, `A private event is registered for by those with a role in it. ${held}`);
    case "withdraw":
      return allow("Every member may always withdraw their own registration, shift or waitlist place.");
    case "cancelRequest":
      return decide(
        access.membership?.status === "pending",
        access.membership?.status === "pending"
          ? "They have a pending request, which they may take back."
          : "Only a pending request can be cancelled, and they have none.",
      );
    case "leave": {
      // Only one's own membership can be left; an inherited right is not a membership.
      const own = access.membership?.status === "active" ? access.membership.role : null;
      if (!own) return deny("Only one's own active membership can be left; they have none.");
      return decide(
        roleAllows(own, "leave"),
        roleAllows(own, "leave")
          ? `Their role ${own} may leave (roles.ts, ROLE_ACTIONS).`
          : `The ${own} cannot leave: ${ROLE_REFUSALS[own]?.leave ?? "the role table does not allow it."}`,
      );
    }
    default:
      if (role === null) return deny(`"${action}" needs a role that grants it. ${held}`);
      return decide(
        roleAllows(role, action),
        `${held} The role table ${roleAllows(role, action) ? "grants" : "does not grant"} ${role} "${action}" (roles.ts, ROLE_ACTIONS).`,
      );
  }
}

/** May the actor do this to the entity? The answer of `explainOnEntity`. */
export function canOnEntity(actor: Actor, action: EntityAction, access: EntityAccess): boolean {
  return explainOnEntity(actor, action, access).allowed;
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
