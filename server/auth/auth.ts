import { type BetterAuthPlugin, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { BOT_CHECK_FAILED, BOT_CHECK_HEADER, type BotCheckAction } from "../../shared/bot-check";
import { AUTH_ERROR } from "../../shared/errors";
import { registerSchema } from "../../shared/schemas/auth";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Config } from "../env";
import type { Logger } from "../logger";
import { queueMail } from "../mail/mailer";
import { passwordResetMail, verificationMail } from "../mail/templates";
import { overAddressLimit, TOO_MANY_ATTEMPTS } from "./address-limits";
import { createAppleClientSecret } from "./apple-secret";
import type { BlueskyAccounts } from "./bluesky/accounts";
import { blueskyPlugin } from "./bluesky/plugin";
import { verifyBotCheck } from "./bot-check";
import {
  CLIENT_IP_HEADER,
  recordNewAccount,
  recordPendingAgreement,
  rememberClaimedNames,
  signUpMethodOf,
} from "./new-accounts";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./session";

export { CLIENT_IP_HEADER } from "./new-accounts";

/** Better Auth endpoints we do not serve (see `disabledPaths` below). */
export const UNUSED_AUTH_PATHS = [
  "/get-session",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/update-session",
  "/update-user",
  "/delete-user",
  "/delete-user/callback",
  "/change-email",
  "/change-password",
  "/verify-password",
  "/link-social",
  "/list-accounts",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
  "/oauth2/link",
] as const;

/** Spec §9: the reset link lasts one hour. */
export const RESET_TOKEN_SECONDS = 60 * 60;
export const VERIFICATION_TOKEN_SECONDS = 24 * 60 * 60;
/** Where a followed verification link returns (spec §7: /auth/callback?type=signup). */
export const SIGN_UP_CALLBACK_PATH = "/auth/callback?type=signup";

/** Google and Apple as OpenID Connect providers, each with a configurable issuer. */
function oauthPlugins(config: Config): BetterAuthPlugin[] {
  const providers = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.push({
      providerId: "google",
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      discoveryUrl: `${config.GOOGLE_ISSUER_URL.replace(/\/+$/, "")}/.well-known/openid-configuration`,
      scopes: ["openid", "email", "profile"],
      pkce: true,
      // Spec §7: Google is asked for offline access and always shows its consent screen.
      authorizationUrlParams: { access_type: "offline", prompt: "consent" },
      // New members come from /register, after the terms dialog; /auth only signs existing ones in.
      disableImplicitSignUp: true,
      // Signing out of Common Ground must not sign the member out of their Google account.
      disableProviderLogout: true,
      mapProfileToUser: rememberClaimedNames,
    });
  }
  if (config.APPLE_CLIENT_ID) {
    const issuer = config.APPLE_ISSUER_URL.replace(/\/+$/, "");
    providers.push({
      providerId: "apple",
      clientId: config.APPLE_CLIENT_ID,
      clientSecret:
        config.APPLE_CLIENT_SECRET ??
        createAppleClientSecret({
          teamId: config.APPLE_TEAM_ID ?? "",
          keyId: config.APPLE_KEY_ID ?? "",
          privateKey: config.APPLE_PRIVATE_KEY ?? "",
          clientId: config.APPLE_CLIENT_ID,
          audience: issuer,
        }),
      discoveryUrl: `${issuer}/.well-known/openid-configuration`,
      scopes: ["openid", "email", "name"],
      // Apple posts the answer back (form_post); Better Auth turns that POST into a GET.
      authorizationUrlParams: { response_mode: "form_post" },
      pkce: false,
      disableImplicitSignUp: true,
      disableProviderLogout: true,
      mapProfileToUser: rememberClaimedNames,
    });
  }
  return providers.length ? [genericOAuth({ config: providers })] : [];
}

export interface AuthDeps {
  config: Config;
  db: Database;
  logger: Logger;
  secret: string;
  bluesky: BlueskyAccounts;
}

/**
 * Better Auth on our own tables: e-mail and password with verification and reset, sessions in
 * the database behind HttpOnly cookies, rate limits shared by every server through the database.
 */
export function createAuth({ config, db, logger, secret, bluesky }: AuthDeps) {
  return betterAuth({
    appName: config.APP_NAME,
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.PUBLIC_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: "commonground",
      useSecureCookies: config.PUBLIC_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    user: {
      additionalFields: {
        // Read by the server only; no sign-up body can set it.
        signUpMethod: { type: "string", required: false, input: false, defaultValue: "email" },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await queueMail(db, passwordResetMail(config.APP_NAME, user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        // Whatever asked for it (sign-up, a sign-in before confirming, a resend), the link
        // returns through the sign-up callback so the member lands on the success page.
        const link = new URL(url);
        link.searchParams.set("callbackURL", SIGN_UP_CALLBACK_PATH);
        await queueMail(db, verificationMail(config.APP_NAME, user.email, user.name, link.toString()));
      },
      afterEmailVerification: async (user) => {
        await recordPendingAgreement(db, user.id, user.email);
      },
    },
    plugins: [...oauthPlugins(config), blueskyPlugin({ db, accounts: bluesky, appName: config.APP_NAME })],
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Endpoints no page of ours uses are not served: each would be one more way in, and some
    // answer secrets (get-session and list-sessions the session tokens our cookie keeps from
    // scripts, get-access-token the providers' tokens). A page that needs one enables it here,
    // with its row in the access sweep.
    disabledPaths: [...UNUSED_AUTH_PATHS],
    rateLimit: {
      // Per-client limits; the per-address ones in the hook below also hold in tests.
      enabled: config.NODE_ENV !== "test",
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60 * 10, max: 5 },
        "/request-password-reset": { window: 60 * 10, max: 5 },
        "/send-verification-email": { window: 60 * 10, max: 5 },
        "/sign-in/bluesky": { window: 60, max: 10 },
        "/sign-up/bluesky/verify": { window: 60, max: 10 },
        "/sign-up/bluesky": { window: 60 * 10, max: 5 },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const action = botCheckAction(ctx.path, ctx.body);
        if (action) {
          const token = ctx.headers?.get(BOT_CHECK_HEADER);
          const ip = ctx.headers?.get(CLIENT_IP_HEADER);
          if (!(await verifyBotCheck({ config, db, secret }, token, action, ip))) {
            throw new APIError("BAD_REQUEST", {
              message: BOT_CHECK_FAILED,
              code: AUTH_ERROR.BOT_CHECK_FAILED,
            });
          }
        }
        if (ctx.path === "/sign-up/email") validateRegistration(ctx.body);
        // Counted after validation: fixing a typo in the form is not an attempt.
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email === "string" && (await overAddressLimit(db, ctx.path, email))) {
          throw new APIError("TOO_MANY_REQUESTS", {
            message: TOO_MANY_ATTEMPTS,
            code: AUTH_ERROR.TOO_MANY_ATTEMPTS,
          });
        }
      }),
      // Sign-in and sign-up answer the session token in their JSON as well as in the HttpOnly
      // cookie; a script on the page (an XSS) could read it there. The cookie is enough.
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (
          returned &&
          typeof returned === "object" &&
          !(returned instanceof Response) &&
          "token" in returned
        ) {
          const { token: _token, ...rest } = returned as Record<string, unknown>;
          return ctx.json(rest);
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (_user, ctx) => ({ data: { signUpMethod: signUpMethodOf(ctx?.path, ctx?.params) } }),
          after: (user, ctx) => recordNewAccount({ db, secret }, user, ctx),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Better Auth checks only the password's length; the spec's rules and messages apply here too, so
 * that no client can skip them by calling the endpoint directly.
 */
function validateRegistration(body: unknown) {
  const parsed = registerSchema.safeParse(body);
  if (parsed.success) return;
  const issue = parsed.error.issues[0];
  throw new APIError("BAD_REQUEST", {
    message: issue?.message ?? "Failed to create account. Please try again.",
    code: AUTH_ERROR.VALIDATION_FAILED,
    field: issue?.path.join("."),
  });
}

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
