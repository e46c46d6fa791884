import { type BetterAuthPlugin, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Config } from "../env";
import type { Limits } from "../limits/limits";
import type { Logger } from "../logger";
import { queueMail } from "../mail/mailer";
import { existingAccountMail, passwordResetMail, verificationMail } from "../mail/templates";
import { createAppleClientSecret } from "./apple-secret";
import type { BlueskyAccounts } from "./bluesky/accounts";
import { blueskyPlugin } from "./bluesky/plugin";
import {
  afterEmailConfirmed,
  CLIENT_IP_HEADER,
  firstNameOf,
  newUserFields,
  recordNewAccount,
  rememberClaimedNames,
} from "./new-accounts";
import { afterAuthRequest, beforeAuthRequest } from "./request-guards";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./session-lifetime";

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
  limits: Limits;
}

/**
 * Better Auth on our own tables: e-mail and password with verification and reset, sessions in
 * the database behind HttpOnly cookies, and our own limits on attempts (server/limits/) in place
 * of Better Auth's, shared by every server through the database.
 */
export function createAuth({ config, db, logger, secret, bluesky, limits }: AuthDeps) {
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
        const firstName = await firstNameOf(db, user);
        await queueMail(db, passwordResetMail(config.APP_NAME, user.email, firstName, url));
      },
      // The page answers as for a new address (no one learns the address has an account); its
      // owner is told by mail, at most once an hour.
      onExistingUserSignUp: async ({ user }) => {
        if (!(await limits.account("existingAccountMail", user.email)).allowed) return;
        const firstName = await firstNameOf(db, user);
        await queueMail(
          db,
          existingAccountMail(config.APP_NAME, user.email, firstName, {
            signIn: `${config.PUBLIC_URL}/auth`,
            reset: `${config.PUBLIC_URL}/password-reset`,
          }),
        );
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
        const firstName = await firstNameOf(db, user);
        await queueMail(db, verificationMail(config.APP_NAME, user.email, firstName, link.toString()));
      },
      afterEmailVerification: async (user) => {
        await afterEmailConfirmed(db, user.id, user.email);
      },
    },
    plugins: [
      ...oauthPlugins(config),
      blueskyPlugin({ db, accounts: bluesky, limits, appName: config.APP_NAME }),
    ],
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Endpoints no page of ours uses are not served: each would be one more way in, and some
    // answer secrets (get-session and list-sessions the session tokens our cookie keeps from
    // scripts, get-access-token the providers' tokens). A page that needs one enables it here,
    // with its row in the access sweep.
    disabledPaths: [...UNUSED_AUTH_PATHS],
    // Better Auth's own limits count a request before the bot check and share a table whose
    // pruning cut longer windows short; ours (request-guards.ts) replace them.
    rateLimit: { enabled: false },
    hooks: {
      before: beforeAuthRequest({ config, db, secret, limits }),
      after: afterAuthRequest({ config, db, secret, limits }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => ({ data: newUserFields(user.email, ctx) }),
          after: (user, ctx) => recordNewAccount({ db, secret }, user, ctx),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
