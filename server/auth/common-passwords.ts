import { dictionary } from "@zxcvbn-ts/language-common";

/** decisions.md, "Identity": the words a refused password is answered with. */
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another one.";

/**
 * The most common passwords of breached-password lists: zxcvbn-ts's common list (about 49,000,
 * most frequent first, MIT), the one its strength estimator matches against. Compared without
 * case: "Password1" is guessed as early as "password1". A Set made on first use (a few ms).
 */
let common: Set<string> | null = null;

/** Whether a password is one of the most common ones, which a guesser tries first. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}
