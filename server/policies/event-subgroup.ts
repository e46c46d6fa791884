import type { Actor } from "./actor";
import { canOnEntity, type EntityAccess } from "./entity";

/**
 * `view`: the event's subgroups, one subgroup and its members; `create`, `update`, `delete` a
 * subgroup; `join` and `leave` it oneself; `removeMember` another member from it.
 */
export const EVENT_SUBGROUP_ACTIONS = [
  "view",
  "create",
  "update",
  "delete",
  "join",
  "leave",
  "removeMember",
] as const;
export type EventSubgroupAction = (typeof EVENT_SUBGROUP_ACTIONS)[number];

/**
 * A subgroup of an event (or the event's subgroups as a whole, for the list and the create form),
 * for one actor: their access to the event (loadEntityAccess) and where they stand.
 */
export interface EventSubgroupAccess {
  kind: "eventSubgroup";
  event: EntityAccess;
  /** The actor has a registration for the event (event_registrations). */
  registered: boolean;
  /** The actor is in this subgroup (false when no one subgroup is meant). */
  isMember: boolean;
}

/**
 * decisions.md, "Event subgroups": a subgroup is as visible as its event (a private event's
 * subgroups are private with it); the event's owners and admins, own or inherited from the
 * organising group or partnership, and its host create, edit and delete subgroups and remove
 * their members; a member who may register for the event and is registered joins any number of
 * its subgroups; whoever is in one, and still sees the event, may leave it.
 */
export function canOnEventSubgroup(
  actor: Actor,
  action: EventSubgroupAction,
  subgroup: EventSubgroupAccess,
): boolean {
  if (actor.kind === "visitor") return false;
  const { event } = subgroup;
  switch (action) {
    case "view":
      return canOnEntity(actor, "view", event);
    case "create":
      return canOnEntity(actor, "createSubgroup", event);
    case "update":
    case "delete":
      return canOnEntity(actor, "update", event);
    case "removeMember":
      return canOnEntity(actor, "manageMembers", event);
    case "join":
      return !subgroup.isMember && subgroup.registered && canOnEntity(actor, "register", event);
    case "leave":
      // Like the subgroup itself, a place in it is reached through the event.
      return subgroup.isMember && canOnEntity(actor, "view", event);
  }
}

/** Why `join` is refused, in the words the page shows; undefined when it is not. */
export function joinRefusal(subgroup: EventSubgroupAccess): string | undefined {
  if (subgroup.isMember) return "You are already in this subgroup.";
  if (!subgroup.registered) return "Register for the event to join its subgroups.";
  return undefined;
}
