import type { APIRequestContext, Page } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

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

export const VERIFY_LINK = /http:\/\/localhost:\d+\/api\/auth\/verify-email\?\S+/;
export const RESET_LINK = /http:\/\/localhost:\d+\/api\/auth\/reset-password\/\S+/;

/** A unique address per test run. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** Registers and verifies a member through the API and the real mail, as seeding for UI tests. */
export async function registerVerified(
  request: APIRequestContext,
  baseURL: string,
  {
    email,
    password,
    firstName = "Sam",
    lastName = "Rivera",
  }: { email: string; password: string; firstName?: string; lastName?: string },
) {
  const { challenge } = await (await request.get("/api/bot-check/challenge?action=signup")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64url");
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL, "x-bot-check": token },
    data: { email, password, name: `${firstName} ${lastName}`, firstName, lastName, agreedToTerms: true },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const link = await waitForLink(email, VERIFY_LINK);
  await request.get(link, { maxRedirects: 0 });
}

/** Signs in through the /auth page. */
export async function signInThroughPage(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
