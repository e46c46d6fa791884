/**
 * The numbers and rules of check-in and volunteer hours (issue 29), in one place: the server
 * enforces them and the pages show them.
 */

/** The header a kiosk sends its token in. */
export const KIOSK_TOKEN_HEADER = "kiosk-token";

/** The longest description of logged hours. */
export const HOUR_DESCRIPTION_MAX_LENGTH = 1_000;
/** How far back a member may log hours. */
export const HOURS_LOGGABLE_DAYS_BACK = 730;

/** The path of an event's check-in page for its code: what the QR code holds. */
export const checkInPath = (eventId: number, code: string) =>
  `/events/${eventId}/check-in?code=${encodeURIComponent(code)}`;

/** Check-in opens this long before a shift starts (and closes at its end). */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 60;

const MINUTE = 60_000;

/** From when to when a volunteer may check in to the shift. */
export function checkInWindow(shift: { startTime: Date; endTime: Date }) {
  return {
    opens: new Date(shift.startTime.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * MINUTE),
    closes: shift.endTime,
  };
}

/**
 * Offline check-in (issue 31): an attendance action made without a connection is queued on the
 * device with the time it happened and sent later. The server accepts that recorded time up to
 * this far ahead of its own clock (a phone's clock drifts) …
 */
export const RECORDED_CLOCK_SKEW_MS = 2 * MINUTE;
/** … and at most this old: a day covers a shift without signal and the journey home. */
export const RECORDED_MAX_AGE_HOURS = 24;
/** A recorded time further than this from the server's clock marks the action as sent late. */
export const RECORDED_LATE_AFTER_MS = 10_000;
/** The most actions the device keeps waiting to be sent (the oldest are refused past it). */
export const OFFLINE_QUEUE_MAX_ITEMS = 200;

export const RECORDED_TIME_MESSAGES = {
  future: "This was recorded at a time that has not come yet. Check the clock of the device it was made on.",
  tooOld: `This was recorded more than ${RECORDED_MAX_AGE_HOURS} hours ago, too long ago to send. Ask a host to record it on the roster.`,
} as const;

/** Why a recorded time cannot be accepted now, or null when it can. */
export function recordedTimeProblem(recordedAt: Date, now: Date): string | null {
  if (recordedAt.getTime() > now.getTime() + RECORDED_CLOCK_SKEW_MS) return RECORDED_TIME_MESSAGES.future;
  if (recordedAt.getTime() < now.getTime() - RECORDED_MAX_AGE_HOURS * 60 * MINUTE) {
    return RECORDED_TIME_MESSAGES.tooOld;
  }
  return null;
}

/** The shift's length in whole minutes. */
export const shiftMinutes = (shift: { startTime: Date; endTime: Date }) =>
  Math.max(1, Math.round((shift.endTime.getTime() - shift.startTime.getTime()) / MINUTE));

/**
 * The minutes an attendance counts: the time between check-in and check-out, at least one
 * minute and at most the shift's length (a host changes the log when someone stayed longer).
 */
export function attendedMinutes(
  checkedInAt: Date,
  checkedOutAt: Date,
  shift: { startTime: Date; endTime: Date },
): number {
  const present = Math.round((checkedOutAt.getTime() - checkedInAt.getTime()) / MINUTE);
  return Math.min(Math.max(1, present), shiftMinutes(shift));
}

/** "45 min", "3 h", "2 h 58 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A volunteer's attendance on a shift, as the roster shows it. */
export type AttendanceState = "expected" | "checkedIn" | "checkedOut" | "noShow";

export function attendanceState(row: {
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  noShowAt: Date | null;
}): AttendanceState {
  if (row.noShowAt) return "noShow";
  if (row.checkedOutAt) return "checkedOut";
  if (row.checkedInAt) return "checkedIn";
  return "expected";
}

/** Hours decided in one request of the verification queue (a page of the queue is 20). */
export const HOUR_DECISION_MAX_LOGS = 100;
/** The longest note a verifier leaves the member. */
export const HOUR_DECISION_NOTE_MAX_LENGTH = 500;

/** A supervisor's link to verify hours works this long after it is sent. */
export const SUPERVISOR_LINK_DAYS = 30;
/** The member may send their supervisor a new link this often. */
export const SUPERVISOR_RESEND_DAYS = 3;
/** The page a supervisor's link opens: the secret rides in the fragment, never sent in a Referer. */
export const SUPERVISOR_PATH = "/hours/confirm";

/** The most verified logs one transcript lists: a longer period is split into several. */
export const TRANSCRIPT_MAX_LOGS = 2_000;
/** A transcript's public verification page. */
export const transcriptPath = (code: string) => `/transcripts/${code}`;
/** A transcript's code as people read and type it: "K7M2Q-9XP4T". */
export const formatTranscriptCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
/** A typed code, with or without its hyphen, in any case, as stored; null when it cannot be one. */
export function normalTranscriptCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  return /^[0-9A-HJKMNP-TV-Z]{10}$/.test(code) ? code : null;
}

/** The most hours a service-hour requirement asks for. */
export const REQUIREMENT_MAX_HOURS = 10_000;
export const REQUIREMENT_TITLE_MAX_LENGTH = 120;

/** Where a member stands on a requirement: done, on track for its end, or behind. */
export type RequirementStanding = "done" | "onTrack" | "behind" | "notStarted";

const DAY_MS = 86_400_000;

/**
 * The minutes a member should have by `today` to finish on time, if hours came evenly over the
 * period, and where they stand: done when they have every minute, behind when they have fewer
 * than that share (not started before the period opens).
 */
export function requirementStanding(
  requirement: { requiredMinutes: number; periodFrom: string; periodTo: string },
  minutes: number,
  today: string,
): { expectedMinutes: number; standing: RequirementStanding } {
  const start = Date.parse(`${requirement.periodFrom}T00:00:00Z`);
  const end = Date.parse(`${requirement.periodTo}T00:00:00Z`) + DAY_MS;
  const now = Date.parse(`${today}T00:00:00Z`) + DAY_MS;
  const share = Math.min(1, Math.max(0, (now - start) / (end - start)));
  const expectedMinutes = Math.round(requirement.requiredMinutes * share);
  if (minutes >= requirement.requiredMinutes) return { expectedMinutes, standing: "done" };
  if (share === 0) return { expectedMinutes, standing: "notStarted" };
  return { expectedMinutes, standing: minutes < expectedMinutes ? "behind" : "onTrack" };
}

/** How a standing reads. */
export const STANDING_WORDS: Record<RequirementStanding, string> = {
  done: "Done",
  onTrack: "On track",
  behind: "Behind",
  notStarted: "Not started yet",
};
