import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One header of a received mail as it was written (mailparser folds the List-* ones into an object). */
export const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((entry) => entry.key === key)?.line.replace(/^[^:]+:\s*/, "");

export interface SmtpCapture {
  url: string;
  messages: ParsedMail[];
  /** Makes the next `count` deliveries fail with a temporary SMTP error (451). */
  failNext(count: number): void;
  /** Resolves with the next message addressed to `to` (already received or still to come). */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps every message it accepts, parsed. On a free port by
 * default; a test that stops the server and starts it again passes the first one's port.
 */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const waiters: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  let failures = 0;
  const addressOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((group) =>
      group.value.map((entry) => entry.address?.toLowerCase() ?? ""),
    );

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      if (failures > 0) {
        failures -= 1;
        stream.resume();
        stream.on("end", () => {
          const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          callback(error);
        });
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          const addresses = addressOf(mail);
          for (const waiter of [...waiters]) {
            if (addresses.includes(waiter.to)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    failNext(count) {
      failures = count;
    },
    waitFor(to, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const existing = messages.find((mail) => addressOf(mail).includes(address));
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to: address,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
