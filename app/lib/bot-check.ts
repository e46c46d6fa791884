import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { InferResponseType } from "hono/client";
import { BOT_CHECK_FAILED, BOT_CHECK_HEADER, type BotCheckAction } from "../../shared/bot-check";
import { api, readJson } from "./api-client";

/** Spec §8 and §9: the reCAPTCHA script is awaited every 200 ms, 75 times (15 s). */
export const RECAPTCHA_WAIT = { intervalMs: 200, attempts: 75 };
export const RECAPTCHA_NOT_LOADED = "reCAPTCHA is not loaded yet. Please wait and try again.";

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

type BotCheckChallenge = InferResponseType<(typeof api)["bot-check"]["challenge"]["$get"], 200>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Adds Google's reCAPTCHA v3 script once, and waits for it as the spec says. */
async function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  const src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  if (!document.querySelector(`script[src="${src}"]`)) {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    document.head.append(script);
  }
  for (let attempt = 0; attempt < RECAPTCHA_WAIT.attempts; attempt++) {
    const grecaptcha = window.grecaptcha;
    if (grecaptcha?.execute) return grecaptcha;
    await sleep(RECAPTCHA_WAIT.intervalMs);
  }
  throw new Error(RECAPTCHA_NOT_LOADED);
}

async function recaptchaToken(siteKey: string, action: BotCheckAction): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  try {
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return await grecaptcha.execute(siteKey, { action });
  } catch (error) {
    throw new Error(`reCAPTCHA error: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Earns the bot check for the action: a proof-of-work challenge solved in the browser (about
 * 0.1 s), or Google reCAPTCHA v3 where the install has its keys. Resolves with the headers to
 * send along, or none when the install has the check off.
 */
export async function botCheckHeaders(action: BotCheckAction): Promise<Record<string, string>> {
  let body: BotCheckChallenge;
  try {
    body = await readJson<BotCheckChallenge>(await api["bot-check"].challenge.$get({ query: { action } }));
  } catch (error) {
    throw new Error(`reCAPTCHA error: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (body.provider === "off") return {};
  if (body.provider === "recaptcha" && body.siteKey) {
    return { [BOT_CHECK_HEADER]: await recaptchaToken(body.siteKey, action) };
  }
  if (!body.challenge) return {};
  const challenge = body.challenge as Parameters<typeof solveChallenge>[0]["challenge"];
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error(BOT_CHECK_FAILED);
  const token = btoa(JSON.stringify({ challenge, solution }))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
  return { [BOT_CHECK_HEADER]: token };
}
