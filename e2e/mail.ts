import type { Page } from "@playwright/test";

const MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 3126}/messages`;

interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for a mail to `to` whose text has a link matching `pattern`, and returns the newest such link. */
export async function waitForLink(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(MAIL_URL)).json()) as CaughtMail[];
    const links = messages
      .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
      .map((mail) => mail.text.match(pattern)?.[0])
      .filter((link): link is string => Boolean(link));
    const link = links.at(-1);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a link matching ${pattern}`);
}

/** The mails to `to` so far whose subject is `subject`. */
export async function mailsTo(to: string, subject: string): Promise<CaughtMail[]> {
  const messages = (await (await fetch(MAIL_URL)).json()) as CaughtMail[];
  return messages.filter(
    (mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && mail.subject === subject,
  );
}

export const VERIFY_LINK = /http:\/\/localhost:\d+\/api\/auth\/verify-email\?\S+/;
export const RESET_LINK = /http:\/\/localhost:\d+\/api\/auth\/reset-password\/\S+/;

/** A unique address per test run. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** Signs in through the /auth page. */
export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
