import type { Transporter } from "nodemailer";
import type { DatabaseHandle } from "../db/client";
import { listen } from "../db/listen";
import type { Config } from "../env";
import { dispatchEvents, eventJobDefinitions } from "../events/dispatcher";
import { type EventHandler, eventHandlers } from "../events/registry";
import { type Clock, systemClock } from "../lib/clock";
import type { Logger } from "../logger";
import { MAIL_JOB, mailJobHandler } from "../mail/mailer";
import { UNATTACHED_UPLOADS_JOB, unattachedUploadsJob } from "../media/unattached-uploads";
import { NOTIFICATION_DIGEST_JOB, notificationDigestJob } from "../notifications/digest-job";
import { notificationEmailJob } from "../notifications/email-job";
import { EVENT_REMINDERS_JOB, eventRemindersJob } from "../notifications/event-reminders";
import { INVITATION_EMAIL_JOB, invitationEmailJob } from "../notifications/invitation-email-job";
import { notificationPushJob, PUSH_TEST_JOB, pushTestJob } from "../notifications/push-job";
import type { PushSenders } from "../notifications/push-sender";
import { NOTIFICATION_EMAIL_JOB, NOTIFICATION_PUSH_JOB } from "../notifications/record";
import type { GuardedFetchOptions } from "../previews/guarded-fetch";
import { LINK_PREVIEW_JOB, linkPreviewJob } from "../previews/preview-job";
import type { ObjectStorage } from "../storage/object-storage";
import { WORKSPACE_JOBS } from "../workspaces/jobs";
import { PRUNE_JOB, pruneJob } from "./maintenance";
import { enqueueDueSchedules } from "./schedules";
import { createJobWorker, type JobWorkerOptions } from "./worker";

export interface BackgroundDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  transport: Transporter | null;
  /**
   * The server's secret, which signs the unsubscribe links of notification e-mails and the opt-out
   * links of invitation mails. Without it (tests that do not look at mail) the notification e-mail,
   * digest and invitation e-mail jobs are not run here.
   */
  secret?: string;
  /** "Now" for quiet hours and the digest's hour; the system clock by default (tests fix it). */
  clock?: Clock;
  /** The event handlers; the server's own by default (tests pass their own). */
  handlers?: EventHandler[];
  /** How link previews are fetched; tests let their own loopback site through here. */
  linkPreviewFetch?: GuardedFetchOptions;
  /**
   * Push delivery: the senders by platform (server/start.ts gives Web Push when the install has
   * VAPID keys) and the clock quiet hours are read on. Without senders a push job sends nothing.
   */
  push?: { senders: PushSenders; clock?: Clock };
  /** Where uploads are kept: the clean-up of uploads no post took runs only with it. */
  storage?: ObjectStorage;
}

/**
 * The server's background work in one worker: due schedules and new domain events become jobs (one
 * per occurrence, one per subscribed handler), then due jobs run: handlers, mail delivery,
 * housekeeping. Wakes on NOTIFY jobs_wake, polls otherwise.
 */
export function createBackgroundWorker(
  deps: BackgroundDeps,
  options: Pick<JobWorkerOptions, "pollIntervalMs" | "staleAfterMs" | "workerId" | "batchSize"> = {},
) {
  const { config, database, logger, transport } = deps;
  const db = database.db;
  const handlers = deps.handlers ?? eventHandlers({ config, logger });
  const mailDeps = deps.secret ? { config, secret: deps.secret, clock: deps.clock ?? systemClock } : null;
  const push = { senders: {}, clock: deps.clock, ...deps.push, title: config.APP_NAME, logger };
  return createJobWorker({
    db,
    logger,
    handlers: {
      [MAIL_JOB]: mailJobHandler({ db, config, logger, transport }),
      [PRUNE_JOB]: pruneJob,
      ...(deps.storage && {
        [UNATTACHED_UPLOADS_JOB]: unattachedUploadsJob({ db, storage: deps.storage, logger }),
      }),
      [LINK_PREVIEW_JOB]: linkPreviewJob({
        db,
        logger,
        fetch: deps.linkPreviewFetch ?? { allowHosts: new Set(config.LINK_PREVIEW_ALLOW_HOSTS) },
      }),
      ...(mailDeps && {
        [NOTIFICATION_EMAIL_JOB]: notificationEmailJob(mailDeps),
        [NOTIFICATION_DIGEST_JOB]: notificationDigestJob(mailDeps),
        [INVITATION_EMAIL_JOB]: invitationEmailJob(mailDeps),
      }),
      [NOTIFICATION_PUSH_JOB]: notificationPushJob(push),
      [PUSH_TEST_JOB]: pushTestJob(push),
      ...WORKSPACE_JOBS,
      [EVENT_REMINDERS_JOB]: eventRemindersJob,
      ...eventJobDefinitions(handlers),
    },
    dispatch: async () => (await enqueueDueSchedules(db)) + (await dispatchEvents(db, handlers)),
    subscribeWake: (onWake) => listen(database, "jobs_wake", onWake),
    ...options,
  });
}
