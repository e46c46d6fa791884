import { closeForgottenCheckIns } from "../commands/volunteering/close-forgotten-check-ins";
import type { ScheduleDefinition } from "../jobs/schedules";
import type { JobDefinition } from "../jobs/worker";

export const FORGOTTEN_CHECK_INS_JOB = "volunteering.forgotten-check-ins";

/** Every five minutes: a check-in the shift's end found open is closed within five minutes. */
export const FORGOTTEN_CHECK_INS_SCHEDULE: ScheduleDefinition = {
  name: "forgotten-check-ins",
  kind: FORGOTTEN_CHECK_INS_JOB,
  everySeconds: 300,
};

/** The schedule's job: closes them in one transaction with their hour logs (issue 29). */
export const forgottenCheckInsJob: JobDefinition = {
  transactional: true,
  async run(_job, tx) {
    await closeForgottenCheckIns(tx, new Date());
  },
};
