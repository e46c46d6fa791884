/**
 * The server's background work, in one place: the schedules, the event handlers and the job of
 * each kind. The engine (jobs/: queue, worker, schedules; events/: recording and dispatch) knows
 * none of the features; a new job, schedule or handler is one line here.
 */

import type { Transporter } from "nodemailer";
import { createBlueskyAccounts } from "./auth/bluesky/accounts";
import { BLUESKY_COPY_JOB, blueskyCopyJob } from "./bluesky/copy-job";
import type { DatabaseHandle } from "./db/client";
import { listen } from "./db/listen";
import type { Config } from "./env";
import { dispatchEvents, eventJobDefinitions } from "./events/dispatcher";
import { awardNotifications } from "./events/handlers/award-notifications";
import { betaSignupAdminMail } from "./events/handlers/beta-signup-admin-mail";
import { betaSignupInvitation } from "./events/handlers/beta-signup-invitation";
import { cancellationNotifications } from "./events/handlers/cancellation-notifications";
import { communityPostNotifications } from "./events/handlers/community-post-notifications";
import { connectionNotifications } from "./events/handlers/connection-notifications";
import { hoursNotifications } from "./events/handlers/hours-notifications";
import { invitationNotifications } from "./events/handlers/invitation-notifications";
import { linkPreviewRequests } from "./events/handlers/link-previews";
import { membershipNotifications } from "./events/handlers/membership-notifications";
import { partnerNotifications } from "./events/handlers/partner-notifications";
import { postNotifications } from "./events/handlers/post-notifications";
import { recognition } from "./events/handlers/recognition";
import { waitlistNotifications } from "./events/handlers/waitlist-notifications";
import type { EventHandler, EventHandlerDeps } from "./events/types";
import { enqueueDueSchedules, type ScheduleDefinition } from "./jobs/schedules";
import { createJobWorker, type JobWorkerOptions } from "./jobs/worker";
import { type Clock, systemClock } from "./lib/clock";
import type { Logger } from "./logger";
import { MAIL_JOB, mailJobHandler } from "./mail/mailer";
import { PRUNE_JOB, pruneJob } from "./maintenance";
import {
  UNATTACHED_UPLOADS_JOB,
  UNATTACHED_UPLOADS_SCHEDULE,
  unattachedUploadsJob,
} from "./media/unattached-uploads";
import { DIGEST_SCHEDULE, NOTIFICATION_DIGEST_JOB, notificationDigestJob } from "./notifications/digest-job";
import { notificationEmailJob } from "./notifications/email-job";
import {
  EVENT_REMINDERS_JOB,
  EVENT_REMINDERS_SCHEDULE,
  eventRemindersJob,
} from "./notifications/event-reminders";
import { INVITATION_EMAIL_JOB, invitationEmailJob } from "./notifications/invitation-email-job";
import { notificationPushJob, PUSH_TEST_JOB, pushTestJob } from "./notifications/push-job";
import type { PushSenders } from "./notifications/push-sender";
import { NOTIFICATION_EMAIL_JOB, NOTIFICATION_PUSH_JOB } from "./notifications/record";
import type { GuardedFetchOptions } from "./previews/guarded-fetch";
import { LINK_PREVIEW_JOB, linkPreviewJob } from "./previews/preview-job";
import type { ObjectStorage } from "./storage/object-storage";
import {
  FORGOTTEN_CHECK_INS_JOB,
  FORGOTTEN_CHECK_INS_SCHEDULE,
  forgottenCheckInsJob,
} from "./volunteering/forgotten-check-ins";
import {
  WORKSPACE_COMPACTION_SCHEDULE,
  WORKSPACE_JOBS,
  WORKSPACE_SESSIONS_SCHEDULE,
} from "./workspaces/jobs";

/** The schedules every server records at start-up. */
export const SERVER_SCHEDULES: ScheduleDefinition[] = [
  { name: "prune", kind: PRUNE_JOB, everySeconds: 24 * 3600 },
  DIGEST_SCHEDULE,
  WORKSPACE_SESSIONS_SCHEDULE,
  WORKSPACE_COMPACTION_SCHEDULE,
  EVENT_REMINDERS_SCHEDULE,
  UNATTACHED_UPLOADS_SCHEDULE,
  FORGOTTEN_CHECK_INS_SCHEDULE,
];

/** Every handler of the running server, with the events it subscribes to. */
export function eventHandlers(deps: EventHandlerDeps): EventHandler[] {
  return [
    betaSignupAdminMail(deps),
    betaSignupInvitation(deps),
    postNotifications(deps),
    linkPreviewRequests(),
    connectionNotifications(deps),
    communityPostNotifications(),
    membershipNotifications(),
    partnerNotifications(),
    invitationNotifications(),
    hoursNotifications(),
    recognition(),
    awardNotifications(),
    waitlistNotifications(),
    cancellationNotifications(),
    // Each takes only the events it lists, which is all the dispatcher gives it (events/dispatcher.ts).
  ] as EventHandler[];
}

export interface BackgroundDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  transport: Transporter | null;
  /**
   * The server's secret, which signs the unsubscribe links of notification e-mails and the opt-out
   * links of invitation mails, and unseals members' Bluesky sessions. Without it (tests that do not
   * look at mail) the notification e-mail, digest, invitation e-mail and Bluesky copy jobs are not
   * run here.
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
  const linkPreviewFetch = deps.linkPreviewFetch ?? { allowHosts: new Set(config.LINK_PREVIEW_ALLOW_HOSTS) };
  // Members' Bluesky sessions are sealed with a key from the server secret (or TOKEN_ENCRYPTION_KEY).
  const bluesky = deps.secret ? createBlueskyAccounts({ config, db, logger, secret: deps.secret }) : null;
  return createJobWorker({
    db,
    logger,
    handlers: {
      [MAIL_JOB]: mailJobHandler({ db, config, logger, transport }),
      [PRUNE_JOB]: pruneJob,
      ...(deps.storage && {
        [UNATTACHED_UPLOADS_JOB]: unattachedUploadsJob({ db, storage: deps.storage, logger }),
      }),
      [LINK_PREVIEW_JOB]: linkPreviewJob({ db, logger, fetch: linkPreviewFetch }),
      ...(bluesky && {
        [BLUESKY_COPY_JOB]: blueskyCopyJob({
          db,
          logger,
          sessions: bluesky.sessions,
          storage: deps.storage,
          publicUrl: config.PUBLIC_URL,
          fetch: linkPreviewFetch,
        }),
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
      [FORGOTTEN_CHECK_INS_JOB]: forgottenCheckInsJob,
      ...eventJobDefinitions(handlers),
    },
    dispatch: async () => (await enqueueDueSchedules(db)) + (await dispatchEvents(db, handlers)),
    subscribeWake: (onWake) => listen(database, "jobs_wake", onWake),
    ...options,
  });
}
