import type { PointReason } from "./enums";

/**
 * Recognition, points and the value of volunteer time (issue 30): every number in one place,
 * documented in docs/decisions.md "Recognition and reports (issue 30)".
 */

/** Verified-hour milestones that earn a badge automatically, in hours (also in shared/enums.ts). */
export { HOUR_MILESTONES } from "./enums";

/**
 * Points per reason. Posts and comments count once each; `verified_hours` is per verified hour,
 * pro rata (a log of 90 minutes earns 15: a point per 6 minutes, rounded down); attendance per
 * shift checked out of; a no-show takes points away.
 */
export const POINT_WEIGHTS = {
  post: 5,
  comment: 2,
  verified_hours: 10,
  attendance: 5,
  no_show: -10,
} as const satisfies Record<PointReason, number>;

/**
 * Against farming: only this many posts and comments a day (UTC) earn points; the rest still
 * publish, for nothing.
 */
export const DAILY_POINT_CAPS = { post: 5, comment: 20 } as const satisfies Partial<
  Record<PointReason, number>
>;

/** The leaderboards' periods. */
export const LEADERBOARD_PERIODS = ["month", "year", "all"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  month: "This month",
  year: "This year",
  all: "All time",
};

/**
 * The hourly value of volunteer time when an organisation has set none: Independent Sector's
 * national figure for 2024 data, published in April 2025 (docs/decisions.md).
 */
export const DEFAULT_VALUE_RATE = {
  centsPerHour: 3479,
  dataYear: 2024,
  source: "Independent Sector, Value of Volunteer Time (national figure, 2024 data, published 2025)",
} as const;

/** Said wherever a value of volunteer time is shown: it is an estimate, not money. */
export const VALUE_DISCLAIMER =
  "An estimate of what the volunteers' time is worth, for reporting. It is not cash, revenue or a tax deduction.";
