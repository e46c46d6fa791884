import type { Actor } from "./actor";
import { canOnEntity, type EntityAccess, effectiveRole } from "./entity";
import { ROLE_RANK } from "./roles";

export const EVENT_ORGANISER_ACTIONS = ["change"] as const;
export type EventOrganiserAction = (typeof EVENT_ORGANISER_ACTIONS)[number];

/** An event's organising group or partnership, as one actor would change it. */
export interface EventOrganiserAccess {
  kind: "eventOrganiser";
  event: EntityAccess;
  /** The actor's access to the group or partnership organising it now; null when none does. */
  current: EntityAccess | null;
  /** The one it would move to; null to have none; undefined when only asking about the current one. */
  next?: EntityAccess | null;
}

/**
 * Who may move an event between organisations (issue 26; decisions.md "Creating and editing
 * events"). An event an organisation organises is the organisation's: only an owner of the
 * current organiser (own or from above) changes or removes it, or a platform admin; an admin of
 * it, or the host alone, cannot take it away. Whoever edits an event without one may give it one
 * they run. The move never raises the mover: their role from the new organiser is no stronger
 * than the one they hold on the event now (an admin cannot make themselves its owner by moving it
 * to a group of their own).
 */
export function canOnEventOrganiser(
  actor: Actor,
  _action: EventOrganiserAction,
  organiser: EventOrganiserAccess,
): boolean {
  if (actor.kind === "visitor") return false;
  const { event, current, next } = organiser;
  if (current) {
    if (!(actor.isPlatformAdmin || effectiveRole(current) === "owner")) return false;
  } else if (!canOnEntity(actor, "update", event)) return false;
  if (!next) return true;
  const gained = effectiveRole(next);
  const held = effectiveRole(event);
  return (
    canOnEntity(actor, "createEvent", next) &&
    gained !== null &&
    held !== null &&
    ROLE_RANK[gained] <= ROLE_RANK[held]
  );
}
