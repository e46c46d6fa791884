import { APIError, createAuthMiddleware } from "better-auth/api";
import { type ZodType, z } from "zod";
import { BOT_CHECK_FAILED, BOT_CHECK_HEADER, type BotCheckAction } from "../../shared/bot-check";
import { AUTH_ERROR } from "../../shared/errors";
import { registerSchema, resetRequestSchema, signInSchema } from "../../shared/schemas/auth";
import { blueskyCredentialsSchema, blueskyRegistrationSchema } from "../../shared/schemas/bluesky";
import { singleLineText } from "../../shared/schemas/text";
import type { Database } from "../db/client";
import type { Config } from "../env";
import type { Limits } from "../limits/limits";
import { SIGN_IN_THROTTLE } from "../limits/rules";
import { queueMail } from "../mail/mailer";
import { failedSignInsMail } from "../mail/templates";
import { enforceAuthLimits } from "./attempt-limits";
import { verifyBotCheck } from "./bot-check";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { accountByEmail, CLIENT_IP_HEADER } from "./new-accounts";

interface GuardDeps {
  config: Config;
  db: Database;
  secret: string;
  limits: Limits;
}

/** The shared schema each auth endpoint's body must meet, so no client skips the form's rules. */
const BODY_SCHEMAS: Record<string, ZodType> = {
  "/sign-up/email": registerSchema,
  "/sign-in/email": signInSchema,
  "/request-password-reset": resetRequestSchema,
  "/send-verification-email": resetRequestSchema,
  "/sign-in/bluesky": blueskyCredentialsSchema,
  "/sign-up/bluesky/verify": blueskyCredentialsSchema,
  "/sign-up/bluesky": blueskyRegistrationSchema,
  // Better Auth looks the token up as it comes; a NUL would reach the database.
  "/reset-password": z.object({ token: singleLineText().min(1).max(512) }),
};

/**
 * The addresses a request asks to be sent back to, on any endpoint: Better Auth encodes them
 * (`encodeURIComponent` throws on half a UTF-16 pair) and puts them in mail and redirects, and a
 * `Location` header takes no character past Latin-1 (a sign-in with "Ā" answered 500). An
 * address is ASCII: a browser percent-encodes everything else.
 */
const RETURN_ADDRESSES = z.looseObject(
  Object.fromEntries(
    ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"].map((field) => [
      field,
      singleLineText()
        .max(2048, "The return address is too long.")
        .regex(/^[\x21-\x7e]*$/, "The return address is not valid.")
        .optional(),
    ]),
  ),
);

/** Which bot-check action (spec §7) an auth request is, if it needs one. */
function botCheckAction(path: string, body: unknown): BotCheckAction | null {
  if (path === "/sign-up/email") return "signup";
  if (path === "/sign-up/bluesky/verify") return "signup";
  if (path === "/sign-in/email" || path === "/sign-in/bluesky") return "login";
  if (path === "/sign-in/social") {
    return (body as { requestSignUp?: boolean } | undefined)?.requestSignUp
      ? "google_register"
      : "google_login";
  }
  return null;
}

/** Where each endpoint that sets a password takes it: never one of the most common. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
};

/** A refusal in the spec's words where it gives them, with the field at fault. */
function invalidBody(path: string, body: unknown) {
  const passwordField = NEW_PASSWORD_FIELDS[path];
  const password = passwordField ? (body as Record<string, unknown> | undefined)?.[passwordField] : undefined;
  for (const schema of [BODY_SCHEMAS[path], RETURN_ADDRESSES]) {
    const parsed = schema?.safeParse(body ?? {});
    if (!parsed || parsed.success) continue;
    const issue = parsed.error.issues[0];
    throw new APIError("BAD_REQUEST", {
      message: issue?.message ?? "Failed to create account. Please try again.",
      code: AUTH_ERROR.VALIDATION_FAILED,
      field: issue?.path.join("."),
    });
  }
  if (typeof password === "string" && isCommonPassword(password)) {
    throw new APIError("BAD_REQUEST", {
      message: COMMON_PASSWORD_MESSAGE,
      code: AUTH_ERROR.VALIDATION_FAILED,
      field: passwordField,
    });
  }
}

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : null;
};

/**
 * Before every auth endpoint, in this order: the bot check, the shared schema, then the limits.
 * Only a request that passed the first two is counted, so a typo costs no attempt and a script
 * without a solved check cannot use up the allowance of everyone behind the same address.
 */
export function beforeAuthRequest({ config, db, secret, limits }: GuardDeps) {
  return createAuthMiddleware(async (ctx) => {
    const clientAddress = ctx.headers?.get(CLIENT_IP_HEADER) ?? null;
    const action = botCheckAction(ctx.path, ctx.body);
    if (action) {
      const token = ctx.headers?.get(BOT_CHECK_HEADER);
      if (!(await verifyBotCheck({ config, db, secret }, token, action, clientAddress))) {
        throw new APIError("BAD_REQUEST", { message: BOT_CHECK_FAILED, code: AUTH_ERROR.BOT_CHECK_FAILED });
      }
    }
    // A new account has no picture (registerSchema refuses `image`): pictures are the member's
    // own uploads, from profile settings.
    invalidBody(ctx.path, ctx.body);
    await enforceAuthLimits(limits, ctx.path, emailOf(ctx.body), clientAddress);
    if (ctx.path === "/sign-up/email") {
      // Whatever `name` the client sent (checked or not), the account is named from the
      // validated names (databaseHooks make sure of it again when the row is written).
      // Only this one field is handed back: Better Auth merges it into the body deeply, and a
      // body's other fields may nest ten thousand levels down.
      const { firstName, lastName } = registerSchema.parse(ctx.body);
      return { context: { body: { name: `${firstName} ${lastName}` } } };
    }
  });
}

/**
 * After every auth endpoint: sign-in outcomes feed the throttle (and warn the owner once, when
 * the slowing starts), and no answer carries the session token.
 */
export function afterAuthRequest({ config, db, limits }: GuardDeps) {
  return createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    if (ctx.path === "/sign-in/email") {
      const email = emailOf(ctx.body);
      if (email) {
        // Better Auth answers 401 for a wrong password and for an unknown address alike.
        const wrongPassword = (returned as { statusCode?: unknown } | null)?.statusCode === 401;
        if (!wrongPassword) await limits.signedIn(email);
        else {
          const failures = await limits.signInFailed(email, ctx.headers?.get(CLIENT_IP_HEADER) ?? null);
          if (failures === SIGN_IN_THROTTLE.account.freeFailures) {
            const owner = await accountByEmail(db, email);
            if (owner) {
              await queueMail(
                db,
                failedSignInsMail(
                  config.APP_NAME,
                  owner.email,
                  owner.firstName,
                  failures,
                  `${config.PUBLIC_URL}/password-reset`,
                ),
              );
            }
          }
        }
      }
    }
    // Sign-in and sign-up answer the session token in their JSON as well as in the HttpOnly
    // cookie; a script on the page (an XSS) could read it there. The cookie is enough.
    if (returned && typeof returned === "object" && !(returned instanceof Response) && "token" in returned) {
      const { token: _token, ...rest } = returned as Record<string, unknown>;
      return ctx.json(rest);
    }
  });
}
