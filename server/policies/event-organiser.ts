import type { Actor } from "./actor";
import { allow, type Decision, decide, deny, resting } from "./decision";
import { canOnEntity, type EntityAccess, effectiveRole, explainOnEntity } from "./entity";
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
export function explainOnEventOrganiser(
  actor: Actor,
  _action: EventOrganiserAction,
  organiser: EventOrganiserAccess,
): Decision {
  if (actor.kind === "visitor") return deny("Visitors change nothing.");
  const { event, current, next } = organiser;
  if (current) {
    if (!(actor.isPlatformAdmin || effectiveRole(current) === "owner"))
      return deny("An organised event changes hands only by an owner of its organiser, or a platform admin.");
  } else {
    const update = explainOnEntity(actor, "update", event);
    if (!update.allowed)
      return resting("Without an organiser, whoever may update the event gives it one:", update);
  }
  const why = current
    ? actor.isPlatformAdmin
      ? "Platform admins move any event."
      : "They own the current organiser."
    : "They may update the event, which has no organiser.";
  if (!next) return allow(why);
  const gained = effectiveRole(next);
  const held = effectiveRole(event);
  if (!canOnEntity(actor, "createEvent", next))
    return resting(
      `${why} But the new organiser must be one where they create events:`,
      explainOnEntity(actor, "createEvent", next),
    );
  return decide(
    gained !== null && held !== null && ROLE_RANK[gained] <= ROLE_RANK[held],
    `${why} The move must not raise them: ${gained ?? "no role"} from the new organiser against ${held ?? "no role"} on the event.`,
  );
}

/** The answer of `explainOnEventOrganiser`. */
export function canOnEventOrganiser(
  actor: Actor,
  action: EventOrganiserAction,
  organiser: EventOrganiserAccess,
): boolean {
  return explainOnEventOrganiser(actor, action, organiser).allowed;
}
