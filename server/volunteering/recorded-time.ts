import {
  RECORDED_CLOCK_SKEW_MS,
  RECORDED_LATE_AFTER_MS,
  recordedTimeProblem,
} from "../../shared/volunteering";
import { AppError } from "../errors";

/**
 * The time an action counts at (issue 31): the one it was recorded at, refused when impossible
 * (ahead of the server's clock by more than the skew allowed, or older than a queue may hold) and
 * never after now (a clock a little ahead is set back); and when the server received it if it
 * was sent late, or null.
 */
export function recordedTime(recordedAt: Date | undefined, now: Date) {
  if (!recordedAt) return { at: now, syncedAt: null };
  const problem = recordedTimeProblem(recordedAt, now);
  if (problem) throw new AppError("validation_failed", problem, [{ path: "recordedAt", message: problem }]);
  const at = recordedAt > now ? now : recordedAt;
  return { at, syncedAt: now.getTime() - at.getTime() > RECORDED_LATE_AFTER_MS ? now : null };
}

/** Since when an action recorded at `at` can have been applied: its events are no older. */
export const appliedSince = (at: Date) => new Date(at.getTime() - RECORDED_CLOCK_SKEW_MS - 60_000);
