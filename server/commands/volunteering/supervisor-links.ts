import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { SupervisorDecisionInput } from "../../../shared/schemas/volunteering";
import {
  formatMinutes,
  SUPERVISOR_LINK_DAYS,
  SUPERVISOR_PATH,
  SUPERVISOR_RESEND_DAYS,
} from "../../../shared/volunteering";
import type { Database, Executor } from "../../db/client";
import { hourLogSupervisorLinks, volunteerHourLogs } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { memberName } from "../../loaders/member-actor";
import { queueMail } from "../../mail/mailer";
import { supervisorHoursMail } from "../../mail/templates";
import { applyHourDecision } from "./hour-decisions";

const DAY = 86_400_000;

/** The words of the supervisor's link and of its resending (issue 29). */
export const SUPERVISOR_MESSAGES = {
  invalid: "This link is not valid. Ask the volunteer to send you a new one.",
  expired: "This link has expired. Ask the volunteer to send you a new one.",
  answered: "These hours have already been answered. Thank you.",
  notOutside: "Only hours for an outside organisation go to a supervisor.",
  notPending: "Only hours waiting for verification can be sent to your supervisor.",
  tooSoon: (day: string) => `You can send your supervisor a new link on ${day}.`,
} as const;

/** Where the mail's link points, and the site's name in its words. */
export interface SiteAddress {
  appName: string;
  publicUrl: string;
}

/**
 * The hash a supervisor's link is kept and found by.
 * Transaction: none; pure (no database access), locks nothing.
 */
export const supervisorTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

const longDay = (at: Date | string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(typeof at === "string" ? new Date(`${at}T00:00:00Z`) : at);

type OutsideLog = Pick<
  typeof volunteerHourLogs.$inferSelect,
  "id" | "userId" | "workDate" | "minutes" | "description" | "outsideOrganisation" | "supervisorEmail"
>;

/**
 * Mails the supervisor of an outside organisation a one-time link to verify or decline the log,
 * valid SUPERVISOR_LINK_DAYS; its secret is kept only as a hash. The mail is queued in the
 * caller's transaction (sent, and retried, by the mail job).
 * Transaction: the caller's (takes an Executor inside an open transaction); locks nothing.
 */
export async function sendSupervisorLink(tx: Executor, log: OutsideLog, site: SiteAddress, now: Date) {
  if (!log.outsideOrganisation || !log.supervisorEmail) return;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SUPERVISOR_LINK_DAYS * DAY);
  await tx.insert(hourLogSupervisorLinks).values({
    logId: log.id,
    tokenHash: supervisorTokenHash(token),
    email: log.supervisorEmail,
    sentAt: now,
    expiresAt,
  });
  await queueMail(
    tx,
    supervisorHoursMail(site.appName, log.supervisorEmail, {
      volunteer: await memberName(tx, log.userId),
      organisation: log.outsideOrganisation,
      hours: formatMinutes(log.minutes),
      day: longDay(log.workDate),
      description: log.description,
      url: `${site.publicUrl}${SUPERVISOR_PATH}#token=${token}`,
      expires: longDay(expiresAt),
    }),
  );
}

/**
 * The owner of a pending log for an outside organisation sends its supervisor a new link, at
 * most once every SUPERVISOR_RESEND_DAYS (429 with the day it may go, otherwise).
 * Transaction: one; locks the owner's log (FOR UPDATE), so two resends at once send one mail.
 */
export async function resendSupervisorLink(
  db: Database,
  userId: string,
  logId: string,
  site: SiteAddress,
  now = new Date(),
): Promise<{ retryAfterSeconds: number } | null> {
  return db.transaction(async (tx) => {
    const [log] = await tx
      .select()
      .from(volunteerHourLogs)
      .where(and(eq(volunteerHourLogs.id, logId), eq(volunteerHourLogs.userId, userId)))
      .for("update");
    if (!log) throw notFound("These hours do not exist.");
    if (!log.outsideOrganisation) throw new AppError("conflict", SUPERVISOR_MESSAGES.notOutside);
    if (log.status !== "pending") throw new AppError("conflict", SUPERVISOR_MESSAGES.notPending);
    const [last] = await tx
      .select({ sentAt: hourLogSupervisorLinks.sentAt })
      .from(hourLogSupervisorLinks)
      .where(eq(hourLogSupervisorLinks.logId, logId))
      .orderBy(desc(hourLogSupervisorLinks.sentAt))
      .limit(1);
    const next = last ? last.sentAt.getTime() + SUPERVISOR_RESEND_DAYS * DAY : 0;
    if (next > now.getTime()) return { retryAfterSeconds: Math.ceil((next - now.getTime()) / 1000) };
    await sendSupervisorLink(tx, log, site, now);
    return null;
  });
}

/**
 * The message of a resend refused as too soon.
 * Transaction: none; pure (no database access), locks nothing.
 */
export const tooSoonMessage = (retryAfterSeconds: number, now = new Date()) =>
  SUPERVISOR_MESSAGES.tooSoon(longDay(new Date(now.getTime() + retryAfterSeconds * 1000)));

/**
 * A link's log, for the supervisor's page, or why it cannot be answered: unknown (404), expired
 * (410), or answered already (409: used, or the log no longer pending).
 * Transaction: none; reads the link and its log (the caller's executor, FOR UPDATE when `lock`).
 */
export async function openSupervisorLink(db: Executor, token: string, now: Date, lock = false) {
  const query = db
    .select({ link: hourLogSupervisorLinks, log: volunteerHourLogs })
    .from(hourLogSupervisorLinks)
    .innerJoin(volunteerHourLogs, eq(volunteerHourLogs.id, hourLogSupervisorLinks.logId))
    .where(eq(hourLogSupervisorLinks.tokenHash, supervisorTokenHash(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(SUPERVISOR_MESSAGES.invalid);
  if (row.link.usedAt || row.log.status !== "pending")
    throw new AppError("conflict", SUPERVISOR_MESSAGES.answered);
  if (row.link.expiresAt.getTime() <= now.getTime()) throw new AppError("gone", SUPERVISOR_MESSAGES.expired);
  return row;
}

/**
 * The supervisor answers through their link: the log is verified or declined in their name (their
 * address), the note kept, the link spent; the member is told as for any decision.
 * Transaction: one; locks the link and its log (FOR UPDATE), so a link answers once.
 */
export async function decideBySupervisor(db: Database, input: SupervisorDecisionInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const { link, log } = await openSupervisorLink(tx, input.token, now, true);
    await applyHourDecision(tx, [log], { actorId: null, label: link.email }, input, null, now);
    await tx
      .update(hourLogSupervisorLinks)
      .set({ usedAt: now })
      .where(eq(hourLogSupervisorLinks.id, link.id));
    return input.decision;
  });
}
