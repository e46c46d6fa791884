import { z } from "zod";
import { BLUESKY_PASSWORD_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "../limits";
import { EMAIL_TOO_LONG_MESSAGE, singleLineText } from "./text";

/** Spec §5 and §8 "Social network account", word for word where the spec gives the words. */
export const BLUESKY_MESSAGES = {
  credentialsRequired: "Please enter your Bluesky credentials",
  authFailed: "Failed to authenticate with Bluesky. Please check your credentials.",
  connectFailed: "Failed to connect to Bluesky. Please check your credentials and try again.",
  accountInfoFailed: "Failed to retrieve Bluesky account information. Please try again.",
  validateFailed: "Failed to validate Bluesky account. Please try again.",
  alreadyLinked: "This Bluesky account is already connected to another account.",
  emailCheckFailed: "Failed to validate email. Please try again.",
  emailTaken:
    "An account with this email address already exists. Please use a different email or sign in instead.",
  linkFailedAfterSignUp:
    "Account created but failed to connect Bluesky account. You can connect it later in your profile settings.",
  disconnectFailed: "Failed to disconnect from Bluesky",
  cancelled: "Connection cancelled",
  notLinked: "No account is linked to this Bluesky account yet. Create one from the registration page.",
  requiredFields: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  terms: "You must agree to the Terms of Service and Privacy Policy to create an account",
} as const;

/** Spec §8: the product's name appears in this one. */
export const blueskySignInFailed = (appName: string) =>
  `Failed to sign into ${appName} account. Please try again or contact support.`;

/**
 * The credentials dialog: a handle (or DID, or the account's e-mail) and an app password. The
 * password goes to the PDS untouched (see text.ts); the identifier is kept for the per-handle limit.
 */
export const blueskyCredentialsSchema = z.object({
  identifier: singleLineText()
    .min(1, BLUESKY_MESSAGES.credentialsRequired)
    .max(EMAIL_MAX_LENGTH, `Handle or email must be at most ${EMAIL_MAX_LENGTH} characters.`),
  // App passwords are 19 characters; a megabyte of "password" would only be forwarded to the
  // member's PDS, which refuses it as too large (and we would report the PDS unreachable).
  password: z
    .string()
    .min(1, BLUESKY_MESSAGES.credentialsRequired)
    .max(
      BLUESKY_PASSWORD_MAX_LENGTH,
      `App password must be at most ${BLUESKY_PASSWORD_MAX_LENGTH} characters.`,
    ),
});
export type BlueskyCredentialsInput = z.input<typeof blueskyCredentialsSchema>;

/** Spec §5: the "simple pattern" an e-mail must match in the Bluesky registration dialog. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Complete Your Account" (spec §5): names and e-mail required, then the terms, then the e-mail's
 * length and shape, one message at a time in that order. Refused characters are reported on the
 * field at once, whatever the order.
 */
export const blueskyRegistrationSchema = z
  .object({
    firstName: singleLineText().max(
      NAME_MAX_LENGTH - 1,
      `First name must be less than ${NAME_MAX_LENGTH} characters`,
    ),
    lastName: singleLineText().max(
      NAME_MAX_LENGTH - 1,
      `Last name must be less than ${NAME_MAX_LENGTH} characters`,
    ),
    email: singleLineText(),
    agreedToTerms: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const missing = (["firstName", "lastName", "email"] as const).find((field) => !value[field]);
    if (missing) {
      ctx.addIssue({ code: "custom", message: BLUESKY_MESSAGES.requiredFields, path: [missing] });
    } else if (!value.agreedToTerms) {
      ctx.addIssue({ code: "custom", message: BLUESKY_MESSAGES.terms, path: ["agreedToTerms"] });
    } else if (value.email.length > EMAIL_MAX_LENGTH) {
      ctx.addIssue({ code: "custom", message: EMAIL_TOO_LONG_MESSAGE, path: ["email"] });
    } else if (!SIMPLE_EMAIL.test(value.email)) {
      ctx.addIssue({ code: "custom", message: BLUESKY_MESSAGES.invalidEmail, path: ["email"] });
    }
  });
export type BlueskyRegistrationInput = z.input<typeof blueskyRegistrationSchema>;

/** Whether the member's profile is connected to a Bluesky account (spec §4). */
export interface BlueskyConnectionStatus {
  connected: boolean;
  handle: string | null;
  did: string | null;
}

/**
 * The answers of the Bluesky auth endpoints (Better Auth plugin routes, which Hono's typed client
 * does not see): the one description both sides read.
 */
export interface BlueskySignInResult {
  success: true;
  handle: string;
  did: string;
}

/** The registration's credentials step: the checked account waits on the server behind `ticket`. */
export interface BlueskyRegistrationTicket {
  ticket: string;
  handle: string;
  did: string;
  /** The PDS's e-mail for the account, when it shares one (it only prefills the form). */
  email: string | null;
}

/** "Complete Your Account": the member was created and their confirmation mail sent. */
export interface BlueskyRegistrationResult {
  success: true;
  email: string;
  /** The spec's warning when the account was created but the link to Bluesky failed. */
  warning: string | null;
}

/**
 * A post's copy on Bluesky (issue 31): why it was not published, in the member's words, and the
 * words around the option. Shown to the post's author only.
 */
export const BLUESKY_COPY_MESSAGES = {
  notConnected: "Your Bluesky account is no longer connected. Connect it again in your profile settings.",
  reconnect:
    "Bluesky no longer accepts our connection to your account. Reconnect Bluesky in your profile settings.",
  unreachable: "Bluesky could not be reached, even after several tries.",
  blocked: "Your Bluesky server's address is not one we are allowed to contact.",
  refused: (said: string) => (said ? `Bluesky refused the post: ${said}` : "Bluesky refused the post."),
  optionWithoutConnection: "Connect your Bluesky account in your profile settings to post there too.",
  optionOnProfileOnly: "Only posts on your own profile can also go to Bluesky.",
  timelineFailed: "Your Bluesky timeline could not be loaded. Please try again.",
  timelineNotConnected: "Connect your Bluesky account to see your Bluesky timeline here.",
} as const;

/** GET /api/me/bluesky/timeline?cursor= (Bluesky's own cursor, passed back as it came). */
export const blueskyTimelineQuerySchema = z.object({
  cursor: singleLineText().max(500, "Not a valid cursor.").optional(),
});

/** Bluesky's limit on a post's text, in graphemes (app.bsky.feed.post). */
export const BLUESKY_POST_MAX_GRAPHEMES = 300;
