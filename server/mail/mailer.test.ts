import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { jobs, mailMessages } from "../db/schema";
import { parseConfig } from "../env";
import { createJobWorker } from "../jobs/worker";
import { createLogger } from "../logger";
import { createTestDatabase } from "../test/database";
import { type SmtpCapture, startSmtpCapture } from "../test/smtp";
import { createTransport, MAIL_JOB, mailJobHandler, queueMail } from "./mailer";
import { verificationMail } from "./templates";

let database: DatabaseHandle;
let smtp: SmtpCapture;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await database?.close();
  await smtp?.close();
});

function workerFor(smtpUrl?: string) {
  const config = parseConfig({ SMTP_URL: smtpUrl, MAIL_FROM: "Common Ground <hello@cg.test>" });
  const logger = createLogger("silent");
  const transport = createTransport(config);
  return createJobWorker({
    db: database.db,
    logger,
    handlers: { [MAIL_JOB]: mailJobHandler({ db: database.db, config, logger, transport }) },
  });
}

describe("mail", () => {
  it("delivers a queued mail over SMTP with a text and an HTML part", async () => {
    const mail = verificationMail(
      "Common Ground",
      "ada@example.org",
      "Ada",
      "http://localhost:3000/verify?t=1",
    );
    await database.db.transaction((tx) => queueMail(tx, mail));
    expect(await workerFor(smtp.url).runDue()).toBe(1);
    const received = await smtp.waitFor("ada@example.org");
    expect(received.subject).toBe("Confirm your email for Common Ground");
    expect(received.from?.text).toContain("hello@cg.test");
    expect(received.text).toContain("http://localhost:3000/verify?t=1");
    expect(received.html).toContain('href="http://localhost:3000/verify?t=1"');
    const [row] = await database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, "ada@example.org"));
    expect(row?.status).toBe("sent");
  });

  it("sends a mail's extra headers (List-Unsubscribe) as they were queued", async () => {
    await queueMail(database.db, {
      to: "headers@example.org",
      subject: "With headers",
      text: "See the header",
      headers: {
        "List-Unsubscribe": "<https://cg.test/api/notifications/unsubscribe?token=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    await workerFor(smtp.url).runDue();
    const received = await smtp.waitFor("headers@example.org");
    const line = (key: string) => received.headerLines.find((entry) => entry.key === key)?.line;
    expect(line("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(line("list-unsubscribe")).toBe(
      "List-Unsubscribe: <https://cg.test/api/notifications/unsubscribe?token=abc>",
    );
  });

  it("sends nothing when the transaction that queued it rolls back", async () => {
    await database.db
      .transaction(async (tx) => {
        await queueMail(tx, { to: "ghost@example.org", subject: "never", text: "never" });
        throw new Error("rollback");
      })
      .catch(() => {});
    await workerFor(smtp.url).runDue();
    expect(smtp.messages.some((mail) => mail.subject === "never")).toBe(false);
  });

  it("retries a mail the SMTP server refused for now, and delivers it later", async () => {
    smtp.failNext(1);
    await queueMail(database.db, {
      to: "retry@example.org",
      subject: "Try again",
      text: "Second time lucky",
    });
    const worker = workerFor(smtp.url);
    await worker.runDue();
    const [failed] = await database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, "retry@example.org"));
    expect(failed?.status).toBe("queued");
    expect(failed?.error).toMatch(/451|temporarily/);
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'mailId' = ${failed?.id}`);
    expect(job).toMatchObject({ status: "queued", attempts: 1 });
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());

    // Time passes: the retry is due.
    await database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, job?.id ?? 0));
    await worker.runDue();
    const received = await smtp.waitFor("retry@example.org");
    expect(received.text).toContain("Second time lucky");
    const [sent] = await database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, "retry@example.org"));
    expect(sent?.status).toBe("sent");
  });

  it("keeps mail for the local mailbox when no SMTP server is configured", async () => {
    await queueMail(database.db, { to: "local@example.org", subject: "Kept", text: "Read me locally" });
    await workerFor(undefined).runDue();
    const [kept] = await database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, "local@example.org"));
    expect(kept?.status).toBe("kept");
  });
});
