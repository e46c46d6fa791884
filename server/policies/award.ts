import { type Actor, isSelf } from "./actor";

export const AWARD_ACTIONS = ["hide"] as const;
export type AwardAction = (typeof AWARD_ACTIONS)[number];

/**
 * One member's award (issue 30). Giving and revoking are the giver's entity action `giveAwards`
 * (its admins and owners, and through inheritance its parents' and an event's organiser's); who
 * reads a member's awards is the profile's `view` and, per award, the giver's `view`.
 */
export interface AwardAccess {
  kind: "award";
  recipientId: string;
}

/** Only the member hides an award from their profile, or shows it again. */
export function canOnAward(actor: Actor, _action: AwardAction, award: AwardAccess): boolean {
  return isSelf(actor, award.recipientId);
}
