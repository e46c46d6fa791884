import { type Actor, isSelf } from "./actor";

export const VOLUNTEER_HOURS_ACTIONS = ["view", "log", "withdraw", "issueTranscript", "share"] as const;
export type VolunteerHoursAction = (typeof VOLUNTEER_HOURS_ACTIONS)[number];

/** A member's volunteer hours: their hour logs and totals (issue 29). */
export interface VolunteerHoursAccess {
  kind: "volunteerHours";
  userId: string;
}

/**
 * A member logs, withdraws and reads their own hours; nobody logs hours for someone else (the
 * hosts record attendance at the roster instead). Who else reads a member's history, and which
 * of its logs, is the next step of issue 29 (organisation admins, the member's public choice).
 */
export function canOnVolunteerHours(
  actor: Actor,
  _action: VolunteerHoursAction,
  hours: VolunteerHoursAccess,
): boolean {
  return isSelf(actor, hours.userId);
}
