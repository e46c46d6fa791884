import { eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database, Executor } from "../db/client";
import { mailMessages } from "../db/schema";
import type { Config } from "../env";
import { enqueueJob } from "../jobs/queue";
import type { JobHandler } from "../jobs/worker";
import type { Logger } from "../logger";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058); sent as given. */
  headers?: Record<string, string>;
}

export const MAIL_JOB = "mail.send";

/**
 * Records an e-mail and queues its delivery in the caller's transaction: if the change that
 * causes the mail rolls back, no mail goes out; once committed, it is delivered even across a
 * crash, and retried until the SMTP server takes it.
 */
export async function queueMail(executor: Executor, mail: OutgoingMail): Promise<string> {
  const [row] = await executor
    .insert(mailMessages)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      headers: mail.headers ?? null,
    })
    .returning({ id: mailMessages.id });
  if (!row) throw new Error("mail was not recorded");
  await enqueueJob(executor, MAIL_JOB, { mailId: row.id }, { maxAttempts: 10 });
  return row.id;
}

/** The SMTP transport, or null on the embedded default without SMTP (mail is kept instead). */
export function createTransport(config: Config): Transporter | null {
  return config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
}

/** The job that delivers one recorded e-mail. */
export function mailJobHandler(deps: {
  db: Database;
  config: Config;
  logger: Logger;
  transport: Transporter | null;
}): JobHandler {
  return async (job) => {
    const mailId = String(job.payload.mailId);
    const [mail] = await deps.db.select().from(mailMessages).where(eq(mailMessages.id, mailId));
    if (!mail || mail.status === "sent" || mail.status === "kept") return;
    if (!deps.transport) {
      await deps.db.update(mailMessages).set({ status: "kept" }).where(eq(mailMessages.id, mailId));
      deps.logger.info(
        {
          mailId,
          to: mail.toAddress,
          subject: mail.subject,
          mailbox: `${deps.config.PUBLIC_URL}/dev/mailbox`,
        },
        "mail kept in the local mailbox (no SMTP_URL)",
      );
      return;
    }
    try {
      await deps.transport.sendMail({
        from: deps.config.MAIL_FROM,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        headers: mail.headers ?? undefined,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.maxAttempts;
      await deps.db
        .update(mailMessages)
        .set({ status: final ? "failed" : "queued", error: message.slice(0, 2000) })
        .where(eq(mailMessages.id, mailId));
      throw error;
    }
    await deps.db
      .update(mailMessages)
      .set({ status: "sent", sentAt: sql`now()`, error: null })
      .where(eq(mailMessages.id, mailId));
  };
}
