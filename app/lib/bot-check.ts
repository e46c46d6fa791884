import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { api, readJson } from "./api-client";

export type BotCheckAction = "login" | "google_login" | "google_register" | "signup";

/** The header that carries the solved challenge to the server (server/auth/bot-check.ts). */
export const BOT_CHECK_HEADER = "x-bot-check";

/**
 * Fetches a proof-of-work challenge for the action and solves it in the browser (about 0.1 s);
 * resolves with the headers to send along, or none when the install has the check off.
 */
export async function botCheckHeaders(action: BotCheckAction): Promise<Record<string, string>> {
  let body: { provider: "pow" | "off"; challenge: unknown };
  try {
    body = await readJson(await api["bot-check"].challenge.$get({ query: { action } }));
  } catch (error) {
    throw new Error(`reCAPTCHA error: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (body.provider === "off" || !body.challenge) return {};
  const challenge = body.challenge as Parameters<typeof solveChallenge>[0]["challenge"];
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("reCAPTCHA verification failed. Please try again.");
  const token = btoa(JSON.stringify({ challenge, solution }))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
  return { [BOT_CHECK_HEADER]: token };
}
