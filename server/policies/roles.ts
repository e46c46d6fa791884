import type { EntityType, MembershipRole } from "../../shared/enums";

/**
 * What a membership role allows on a group, partnership or event (decisions.md, "Roles and
 * visibility"). Data, not conditions: add a row here and every policy, presenter flag and test
 * follows. Each role lists its actions in full, so a reader sees a role's rights in one place.
 */
export const ROLE_ACTIONS = {
  member: ["post", "comment", "readWorkspace", "leave"],
  moderator: ["post", "comment", "readWorkspace", "leave", "moderate"],
  admin: [
    "post",
    "comment",
    "readWorkspace",
    "leave",
    "moderate",
    "update",
    "manageMembers",
    "manageRoles",
    "manageStorage",
    "editWorkspace",
    "createSubgroup",
    "readAuditLog",
    "manageShifts",
    "verifyHours",
    "viewReports",
    "giveAwards",
    "createEvent",
  ],
  // The owner cannot leave without handing ownership over first (ROLE_REFUSALS).
  owner: [
    "post",
    "comment",
    "readWorkspace",
    "moderate",
    "update",
    "manageMembers",
    "manageRoles",
    "manageStorage",
    "editWorkspace",
    "createSubgroup",
    "readAuditLog",
    "manageShifts",
    "verifyHours",
    "viewReports",
    "giveAwards",
    "createEvent",
    "transferOwnership",
    "delete",
  ],
} as const satisfies Record<MembershipRole, readonly string[]>;

export type RoleAction = (typeof ROLE_ACTIONS)[MembershipRole][number];

/**
 * Why a role may not do what a lesser role may, in the words its members are told (the 403's
 * message, and the page's text where the button would be).
 */
export const ROLE_REFUSALS: Partial<Record<MembershipRole, Partial<Record<RoleAction, string>>>> = {
  owner: { leave: "Hand ownership to another member before you leave." },
};

/**
 * Actions that depend on who the actor is and on the entity's visibility rather than on a role.
 * `view` opens the entity's page and feed; `preview` shows its name, picture and description
 * (the restricted page, shared links); `join` for public entities, `requestToJoin` for private
 * ones, `cancelRequest` for a pending request; `register` for an event (and its shifts and
 * waitlists) whoever may view it in their own right; `withdraw` from an event (cancel one's own
 * registration, give back one's shift, leave a waitlist) every member, always: it touches only
 * their own places, and one who lost sight of a private event must still be able to let go.
 */
export const RELATION_ACTIONS = [
  "view",
  "preview",
  "join",
  "requestToJoin",
  "cancelRequest",
  "register",
  "withdraw",
] as const;
export type RelationAction = (typeof RELATION_ACTIONS)[number];

export type EntityAction = RoleAction | RelationAction;

const ALL_ROLE_ACTIONS: readonly RoleAction[] = [...new Set(Object.values(ROLE_ACTIONS).flat())];

const EVENT_ONLY: readonly EntityAction[] = ["manageShifts", "register", "withdraw"];
/** Organising an event falls to a group or partnership. */
const COMMUNITY_ONLY: readonly EntityAction[] = ["createEvent"];
const ALL_ACTIONS: readonly EntityAction[] = [...RELATION_ACTIONS, ...ALL_ROLE_ACTIONS];

/**
 * Every action an entity of each type knows: registration and shifts belong to events alone,
 * organising an event to groups and partnerships.
 */
export const ENTITY_ACTIONS: Record<EntityType, readonly EntityAction[]> = {
  group: ALL_ACTIONS.filter((action) => !EVENT_ONLY.includes(action)),
  partnership: ALL_ACTIONS.filter((action) => !EVENT_ONLY.includes(action)),
  event: ALL_ACTIONS.filter((action) => !COMMUNITY_ONLY.includes(action)),
};

/** Roles from weakest to strongest. */
export const ROLE_RANK: Record<MembershipRole, number> = { member: 1, moderator: 2, admin: 3, owner: 4 };

/** The stronger of two roles (either may be absent). */
export function strongerRole(a: MembershipRole | null, b: MembershipRole | null): MembershipRole | null {
  if (!a) return b;
  if (!b) return a;
  return ROLE_RANK[a] >= ROLE_RANK[b] ? a : b;
}

/** Roles whose rights flow down to subgroups, sub-partnerships and the entity's events. */
export const INHERITED_ROLES = ["owner", "admin"] as const satisfies readonly MembershipRole[];
export type InheritedRole = (typeof INHERITED_ROLES)[number];

/** True when the role's row in the table grants the action. */
export function roleAllows(role: MembershipRole, action: EntityAction): boolean {
  return (ROLE_ACTIONS[role] as readonly string[]).includes(action);
}
