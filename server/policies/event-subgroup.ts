import type { Actor } from "./actor";
import { type Decision, deny, resting } from "./decision";
import { type EntityAccess, explainOnEntity } from "./entity";
import type { EntityAction } from "./roles";

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
export function explainOnEventSubgroup(
  actor: Actor,
  action: EventSubgroupAction,
  subgroup: EventSubgroupAccess,
): Decision {
  if (actor.kind === "visitor") return deny("Visitors see no subgroup.");
  const { event } = subgroup;
  const needs = (right: EntityAction) =>
    resting(`Needs the event's "${right}".`, explainOnEntity(actor, right, event));
  switch (action) {
    case "view":
      return needs("view");
    case "create":
      return needs("createSubgroup");
    case "update":
    case "delete":
      return needs("update");
    case "removeMember":
      return needs("manageMembers");
    case "join": {
      const refusal = joinRefusal(subgroup);
      return refusal ? deny(refusal) : needs("register");
    }
    case "leave":
      // Like the subgroup itself, a place in it is reached through the event.
      return subgroup.isMember ? needs("view") : deny("Only someone in the subgroup leaves it.");
  }
}

/** The answer of `explainOnEventSubgroup`. */
export function canOnEventSubgroup(
  actor: Actor,
  action: EventSubgroupAction,
  subgroup: EventSubgroupAccess,
): boolean {
  return explainOnEventSubgroup(actor, action, subgroup).allowed;
}

/** Why `join` is refused, in the words the page shows; undefined when it is not. */
export function joinRefusal(subgroup: EventSubgroupAccess): string | undefined {
  if (subgroup.isMember) return "You are already in this subgroup.";
  if (!subgroup.registered) return "Register for the event to join its subgroups.";
  return undefined;
}
