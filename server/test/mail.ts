import { createBackgroundWorker } from "../background";
import { createTransport } from "../mail/mailer";
import { createTestApp, type TestApp, type TestAppOptions } from "./app";
import { type SmtpCapture, startSmtpCapture } from "./smtp";

export interface MailedTestApp extends TestApp {
  smtp: SmtpCapture;
  /** The server's background worker: events to jobs, jobs run, mail delivered. */
  worker: ReturnType<typeof createBackgroundWorker>;
  /** Delivers the queued mail, then gives the newest link matching `pattern` in mail to `to`. */
  linkIn(to: string, pattern: RegExp): Promise<string>;
}

/** The whole app with its mail queue delivering to a real SMTP server on loopback. */
export async function createMailedTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<MailedTestApp> {
  const smtp = await startSmtpCapture();
  const t = await createTestApp({ SMTP_URL: smtp.url, ...env }, options);
  const { config, database, logger } = t.deps;
  const worker = createBackgroundWorker({
    config,
    database,
    logger,
    transport: createTransport(config),
    secret: t.deps.secret,
    clock: options.clock,
  });
  return {
    ...t,
    smtp,
    worker,
    async linkIn(to, pattern) {
      await worker.runDue();
      await smtp.waitFor(to);
      const links = smtp.messages
        .filter((mail) => mail.text?.includes(to) || JSON.stringify(mail.to).includes(to))
        .map((mail) => mail.text?.match(pattern)?.[0])
        .filter((link): link is string => Boolean(link));
      const link = links.at(-1);
      if (!link) throw new Error(`no link matching ${pattern} in mail to ${to}`);
      return link;
    },
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
