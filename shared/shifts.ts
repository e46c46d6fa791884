import type { MembershipRole } from "./enums";

/** Why a member cannot take a shift (decisions.md, "Events and volunteering"), or null: they can. */
export type ShiftRefusal = "full" | "overlap" | "ended" | "notOpen" | "role";

/** A shift as the rules need it: its times, its places and what it asks of a volunteer. */
export interface ShiftFacts {
  id: string;
  startTime: Date;
  endTime: Date;
  opensAt: Date | null;
  volunteersNeeded: number;
  assignedCount: number;
  requiredRole: MembershipRole | null;
}

/** Spec §4: full when volunteers_needed > 0 and assigned_count >= volunteers_needed. */
export const isShiftFull = (shift: Pick<ShiftFacts, "volunteersNeeded" | "assignedCount">) =>
  shift.volunteersNeeded > 0 && shift.assignedCount >= shift.volunteersNeeded;

/** Two time ranges overlap when each starts before the other ends (touching ends do not). */
export const overlaps = (a: { startTime: Date; endTime: Date }, b: { startTime: Date; endTime: Date }) =>
  a.startTime < b.endTime && b.startTime < a.endTime;

const ROLE_RANK: Record<MembershipRole, number> = { member: 1, moderator: 2, admin: 3, owner: 4 };

/**
 * Whether a member may take `shift` now, given the shifts they already hold (and, in one
 * registration, those picked before it) and their role on the event. Checked in this order so
 * that the member hears the reason they can act on: a shift that ended or is not open yet
 * stays so whatever they do.
 */
export function shiftRefusal(
  shift: ShiftFacts,
  held: readonly { id: string; startTime: Date; endTime: Date }[],
  role: MembershipRole | null,
  now: Date,
): ShiftRefusal | null {
  if (shift.endTime <= now) return "ended";
  if (shift.opensAt && shift.opensAt > now) return "notOpen";
  if (shift.requiredRole && (!role || ROLE_RANK[role] < ROLE_RANK[shift.requiredRole])) return "role";
  if (held.some((other) => other.id !== shift.id && overlaps(other, shift))) return "overlap";
  if (isShiftFull(shift)) return "full";
  return null;
}

const ROLE_NAMES: Record<MembershipRole, string> = {
  member: "members",
  moderator: "moderators",
  admin: "admins",
  owner: "owners",
};

/** What the member reads when they cannot take a shift; "full" in the words of spec §5. */
export function shiftRefusalMessage(refusal: ShiftRefusal, shift: ShiftFacts): string {
  switch (refusal) {
    case "full":
      return `This shift is full (${shift.assignedCount}/${shift.volunteersNeeded} volunteers assigned)`;
    case "overlap":
      return "This shift overlaps another of your shifts";
    case "ended":
      return "This shift has already ended";
    case "notOpen":
      return "Sign-up for this shift is not open yet";
    case "role":
      return `This shift is for the event's ${ROLE_NAMES[shift.requiredRole ?? "member"]} and above`;
  }
}

/** Spec §5: only `group-{digits}` and `partnership-{digits}` count; anything else is individual. */
export function parseOnBehalfOf(value: string | null | undefined) {
  const match = /^(group|partnership)-(\d{1,9})$/.exec(value ?? "");
  if (!match) return null;
  return { type: match[1] as "group" | "partnership", id: Number(match[2]) };
}

/** The §8 message after a registration, from what the server assigned of what was picked. */
export function registrationMessage(picked: number, assigned: number): string {
  if (picked === 0) return "Registration successful!";
  if (assigned === picked) return `Registration successful! Assigned to ${assigned} shift(s).`;
  return `Registration successful! ${assigned}/${picked} shifts assigned.`;
}
