import type { CheckInMethod, HourLogStatus, MembershipRole } from "../../shared/enums";
import { isShiftFull, shiftRefusal, shiftRefusalMessage } from "../../shared/shifts";
import { attendanceState } from "../../shared/volunteering";
import type { RegistrationResult } from "../commands/events/registrations";
import type { MemberCommunity } from "../queries/member-communities";
import type { ShiftVolunteerRow, ShiftWithCounts } from "../queries/shifts";
import { factsOf } from "../queries/shifts";
import { presentOrganisationItem } from "./dashboard";
import { presentMemberSummary } from "./member";

/** What the viewer holds on the event: their shifts, their queues, their role. */
export interface ShiftViewer {
  held: { id: string; startTime: Date; endTime: Date }[];
  waiting: ReadonlySet<string>;
  role: MembershipRole | null;
  isVolunteer: boolean;
  now: Date;
}

/**
 * A shift as the event page and the registration dialog show it: its places (spec §3
 * assigned_count), whether it is full (spec §4), and for the viewer whether they hold it, wait for
 * it, or why they cannot take it (decisions.md, "Events and volunteering").
 */
export function presentShift(shift: ShiftWithCounts, viewer: ShiftViewer) {
  const facts = factsOf(shift);
  const holds = viewer.held.some((held) => held.id === shift.shiftId);
  const waits = viewer.waiting.has(shift.shiftId);
  const refusal = holds ? null : shiftRefusal(facts, viewer.held, viewer.role, viewer.now);
  return {
    id: shift.shiftId,
    name: shift.shiftName,
    description: shift.description,
    startTime: shift.startTime.toISOString(),
    endTime: shift.endTime.toISOString(),
    opensAt: shift.opensAt?.toISOString() ?? null,
    volunteersNeeded: shift.volunteersNeeded,
    assignedCount: shift.assignedCount,
    waitingCount: shift.waitingCount,
    requiredRole: facts.requiredRole,
    full: isShiftFull(facts),
    mine: holds ? ("assigned" as const) : waits ? ("waiting" as const) : null,
    unavailable: refusal ? { reason: refusal, message: shiftRefusalMessage(refusal, facts) } : null,
    /** Whether the viewer, as a registered volunteer, may take it or queue for it now. */
    can: {
      take: viewer.isVolunteer && !holds && refusal === null,
      wait: viewer.isVolunteer && !holds && !waits && refusal === "full",
    },
  };
}

/** An event's shifts, in start order, as the viewer sees them. */
export const presentShifts = (shifts: ShiftWithCounts[], viewer: ShiftViewer) => ({
  shifts: shifts.map((shift) => presentShift(shift, viewer)),
});

/**
 * A volunteer on a shift, or waiting for it, for the host; on the shift, their attendance
 * (issue 29): where they stand, when they came and left, whether the server closed a forgotten
 * check-in, when the last change arrived if it was made offline (issue 31), the hours recorded,
 * and how many times they did not come to a shift.
 */
export function presentShiftVolunteer(row: ShiftVolunteerRow) {
  const attendance = row.attendance;
  return {
    member: presentMemberSummary(row),
    since: row.since.toISOString(),
    attendance: attendance
      ? {
          state: attendanceState(attendance),
          checkedInAt: attendance.checkedInAt?.toISOString() ?? null,
          checkedOutAt: attendance.checkedOutAt?.toISOString() ?? null,
          method: attendance.checkInMethod as CheckInMethod | null,
          closedAutomatically: attendance.closedAutomatically,
          syncedAt: attendance.syncedAt?.toISOString() ?? null,
          noShowCount: attendance.noShowCount,
          hours: attendance.log
            ? {
                logId: attendance.log.id,
                minutes: attendance.log.minutes,
                status: attendance.log.status as HourLogStatus,
              }
            : null,
        }
      : null,
  };
}

/** The viewer's registration and what the dialog offers them to register on behalf of. */
export function presentOwnRegistration(
  registration: { registrationId: string; registrationType: string; createdAt: Date } | null,
  waitlist: { registrationType: string; createdAt: Date } | null,
  organisations: { groups: MemberCommunity[]; partnerships: MemberCommunity[] },
  cutoffHours: number,
) {
  return {
    registration: registration
      ? {
          id: registration.registrationId,
          type: registration.registrationType,
          registeredAt: registration.createdAt.toISOString(),
        }
      : null,
    waitlist: waitlist ? { type: waitlist.registrationType, since: waitlist.createdAt.toISOString() } : null,
    organisations: [
      ...organisations.groups.map((row) => presentOrganisationItem("group", row)),
      ...organisations.partnerships.map((row) => presentOrganisationItem("partnership", row)),
    ],
    shiftCancelCutoffHours: cutoffHours,
  };
}

/**
 * What a registration got (spec §8 builds its message from it): the shifts assigned, those the
 * member now waits for, and those refused, each with its reason.
 */
export function presentRegistrationResult(result: RegistrationResult) {
  return {
    registrationId: result.registrationId,
    assigned: result.assigned,
    waitlisted: result.waitlisted,
    refused: result.refused.map((refused) => ({
      shiftId: refused.shiftId,
      reason: refused.reason,
      message: refused.message,
    })),
  };
}

/** A shift a host created or saved, by id (the list is read again). */
export const presentSavedShift = (shift: { shiftId: string }) => ({ shift: { id: shift.shiftId } });

/** A new shift, and on how many later dates of the series it was added too. */
export const presentCreatedShift = (shift: { shiftId: string }, followingDates: number) => ({
  shift: { id: shift.shiftId },
  followingDates,
});

/** The member's new standing after taking a shift or joining a waitlist. */
export const presentStanding = (standing: "assigned" | "waiting") => ({ standing });
