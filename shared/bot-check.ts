/** The bot check's vocabulary, shared by the browser that earns it and the server that checks it. */

/** The actions of spec §7 that a bot check guards, and the beta sign-up form of ours. */
export const BOT_CHECK_ACTIONS = [
  "login",
  "google_login",
  "google_register",
  "signup",
  "beta_signup",
] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

/** The header that carries the solved challenge or the reCAPTCHA token. */
export const BOT_CHECK_HEADER = "x-bot-check";

/** Spec §8: the failure text stays the first build's, whatever the mechanism. */
export const BOT_CHECK_FAILED = "reCAPTCHA verification failed. Please try again.";
