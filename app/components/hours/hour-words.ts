import type { HourLogSource, HourLogStatus, RequirementKind } from "../../../shared/enums";

/** A log's status as the pages name it (issue 29). */
export const HOUR_STATUS_WORDS: Record<HourLogStatus, string> = {
  pending: "Waiting for verification",
  verified: "Verified",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** Where a log came from, as a verifier reads it. */
export const HOUR_SOURCE_WORDS: Record<HourLogSource, string> = {
  attendance: "Checked in at a shift",
  self: "Logged by the member",
};

/** The kinds of hours a service-hour requirement counts, as its members read them. */
export const REQUIREMENT_KIND_WORDS: Record<RequirementKind, string> = {
  attendance: "Checked in at shifts",
  organisation: "Logged for this or another community",
  outside: "Confirmed by an outside supervisor",
};

/** The date hours were served, written out ("Mar 10, 2026"); a work date has no time zone. */
export const workDay = (workDate: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${workDate}T00:00:00Z`),
  );

/** A requirement's period written out: "Sep 1, 2025 to May 31, 2026". */
export const periodWords = (from: string, to: string) => `${workDay(from)} to ${workDay(to)}`;
