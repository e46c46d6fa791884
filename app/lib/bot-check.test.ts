import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOT_CHECK_HEADER } from "../../shared/bot-check";
import { botCheckHeaders, RECAPTCHA_NOT_LOADED, RECAPTCHA_WAIT } from "./bot-check";

const SITE_KEY = "site-key-for-tests";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ provider: "recaptcha", challenge: null, siteKey: SITE_KEY })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.grecaptcha;
  for (const script of document.querySelectorAll("script")) script.remove();
});

describe("bot check with reCAPTCHA keys (spec §7, §8)", () => {
  it("loads Google's script once and gives up after 75 waits of 200 ms with the spec's message", async () => {
    vi.useFakeTimers();
    const result = botCheckHeaders("signup").catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(RECAPTCHA_WAIT.intervalMs * (RECAPTCHA_WAIT.attempts - 1));
    expect(document.querySelectorAll('script[src^="https://www.google.com/recaptcha/api.js"]')).toHaveLength(
      1,
    );
    await vi.advanceTimersByTimeAsync(RECAPTCHA_WAIT.intervalMs);
    expect(((await result) as Error).message).toBe(RECAPTCHA_NOT_LOADED);
  });

  it("sends the token earned for the action once the script is there", async () => {
    const execute = vi.fn(async () => "earned-token");
    window.grecaptcha = { ready: (callback) => callback(), execute };
    expect(await botCheckHeaders("google_register")).toEqual({ [BOT_CHECK_HEADER]: "earned-token" });
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action: "google_register" });
  });

  it("reports the script's own failure as 'reCAPTCHA error: …'", async () => {
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async () => {
        throw new Error("Invalid site key or not loaded in api.js");
      },
    };
    await expect(botCheckHeaders("login")).rejects.toThrow(
      "reCAPTCHA error: Invalid site key or not loaded in api.js",
    );
  });
});
