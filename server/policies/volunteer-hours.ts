import { type Actor, isSelf } from "./actor";

export const VOLUNTEER_HOURS_ACTIONS = [
  "view",
  "viewVerified",
  "viewForOrganisation",
  "log",
  "withdraw",
  "issueTranscript",
  "share",
] as const;
export type VolunteerHoursAction = (typeof VOLUNTEER_HOURS_ACTIONS)[number];

/** A member's volunteer hours: their hour logs and totals (issue 29). */
export interface VolunteerHoursAccess {
  kind: "volunteerHours";
  userId: string;
  /** The member shows their verified hours to other members (their profile setting). */
  visibleToMembers?: boolean;
  /** The actor verifies hours for the organisation whose logs of the member are asked for. */
  verifiesOrganisation?: boolean;
}

/**
 * Who reads a member's volunteer history, and which of its logs (issue 29): the member, all of
 * it; other members, the verified logs and totals when the member made them visible; those who
 * verify hours for an organisation (its admins and owners, inherited too), the member's logs
 * credited to it, whatever the member chose. A member alone logs, withdraws, issues transcripts
 * and shares their hours; nobody logs hours for someone else (hosts record attendance instead).
 */
export function canOnVolunteerHours(
  actor: Actor,
  action: VolunteerHoursAction,
  hours: VolunteerHoursAccess,
): boolean {
  if (isSelf(actor, hours.userId)) return true;
  if (actor.kind !== "member") return false;
  if (action === "viewVerified") return hours.visibleToMembers === true;
  if (action === "viewForOrganisation") return hours.verifiesOrganisation === true;
  return false;
}
