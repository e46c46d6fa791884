import { type BetterAuthPlugin, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { eq } from "drizzle-orm";
import { BOT_CHECK_FAILED, BOT_CHECK_HEADER, type BotCheckAction } from "../../shared/bot-check";
import type { AgreementMethod, SignUpMethod } from "../../shared/enums";
import { AUTH_ERROR } from "../../shared/errors";
import { PRIVACY_VERSION, TERMS_VERSION } from "../../shared/limits";
import { registerSchema } from "../../shared/schemas/auth";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Config } from "../env";
import { recordEvent } from "../events/record";
import type { Logger } from "../logger";
import { queueMail } from "../mail/mailer";
import { passwordResetMail, verificationMail } from "../mail/templates";
import { overAddressLimit, TOO_MANY_ATTEMPTS } from "./address-limits";
import { createAppleClientSecret } from "./apple-secret";
import type { BlueskyAccounts } from "./bluesky/accounts";
import { blueskyPlugin } from "./bluesky/plugin";
import { verifyBotCheck } from "./bot-check";
import { readOAuthAgreement } from "./oauth-agreement";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./session";

/** The header our server sets with the client's address before Better Auth sees a request. */
export const CLIENT_IP_HEADER = "x-commonground-client-ip";

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

/**
 * Names from the provider's claims, between mapping the profile and creating the member's
 * profile row; both happen within one callback request in this process.
 */
const claimedNames = new Map<string, { firstName: string | null; lastName: string | null; at: number }>();
/** Existing members' sign-ins also map their profile; their entries are dropped after a minute. */
const CLAIMED_NAMES_TTL_MS = 60_000;

function asText(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim().slice(0, 49) : null;
}

/** Keeps the names a provider claimed for the account about to be created (see claimedNames). */
function rememberClaimedNames(profile: Record<string, unknown>) {
  const now = Date.now();
  for (const [key, entry] of claimedNames)
    if (now - entry.at > CLAIMED_NAMES_TTL_MS) claimedNames.delete(key);
  const email = asText(profile.email)?.toLowerCase();
  if (email) {
    claimedNames.set(email, {
      firstName: asText(profile.given_name) ?? asText(profile.first_name),
      lastName: asText(profile.family_name) ?? asText(profile.last_name),
      at: now,
    });
  }
  return {};
}

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
          after: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            const headers = ctx?.request?.headers ?? ctx?.headers;
            const claimed = claimedNames.get(user.email.toLowerCase());
            claimedNames.delete(user.email.toLowerCase());
            await db.transaction(async (tx) => {
              const [profile] = await tx
                .insert(schema.profiles)
                .values({
                  userId: user.id,
                  firstName: asText(body.firstName) ?? claimed?.firstName ?? null,
                  lastName: asText(body.lastName) ?? claimed?.lastName ?? null,
                  email: user.email,
                })
                .returning({ id: schema.profiles.id });
              if (!profile) throw new Error("profile was not created");
              await recordEvent(tx, {
                type: "profile.created",
                actorId: user.id,
                subject: { type: "profile", id: profile.id },
                payload: { userId: user.id },
              });
            });
            const oauthAgreement = readOAuthAgreement(secret, headers?.get("cookie"));
            if (oauthAgreement) {
              // Spec §3: a Google or Apple agreement carries no e-mail; the provider vouches for it.
              await db.insert(schema.pendingAgreements).values({
                userId: user.id,
                email: null,
                agreedTermsVersion: TERMS_VERSION,
                agreedPrivacyVersion: PRIVACY_VERSION,
                ipAddress: oauthAgreement.ipAddress,
                userAgent: oauthAgreement.userAgent,
                method: oauthAgreement.method,
              });
              if (user.emailVerified) await recordPendingAgreement(db, user.id, user.email);
            } else if (body.agreedToTerms === true) {
              await db.insert(schema.pendingAgreements).values({
                userId: user.id,
                email: user.email,
                agreedTermsVersion: TERMS_VERSION,
                agreedPrivacyVersion: PRIVACY_VERSION,
                ipAddress: headers?.get(CLIENT_IP_HEADER) ?? null,
                userAgent: headers?.get("user-agent") ?? null,
                // Spec §3: a Bluesky registration's agreement names its method.
                method: ctx?.path === "/sign-up/bluesky" ? "bluesky" : "email",
              });
            }
          },
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

/** Spec §7 `sign_up_method`: how a member joined, from the endpoint that created them. */
function signUpMethodOf(path: string | undefined, params: unknown): SignUpMethod {
  if (path === "/sign-up/bluesky") return "bluesky";
  // Better Auth's OAuth callback is /callback/:id (Apple's form_post arrives there as well).
  const { id, providerId } = (params ?? {}) as { id?: string; providerId?: string };
  const provider = id ?? providerId;
  return provider === "google" || provider === "apple" ? provider : "email";
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

/**
 * Spec §4 "Pending agreement": once the address is confirmed, the agreement given at sign-up is
 * recorded if it was given for that same address, and dropped either way.
 */
export async function recordPendingAgreement(db: Database, userId: string, confirmedEmail: string) {
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(schema.pendingAgreements)
      .where(eq(schema.pendingAgreements.userId, userId))
      .returning();
    if (!pending) return;
    if (pending.email && pending.email.toLowerCase() !== confirmedEmail.toLowerCase()) return;
    await tx.insert(schema.userAgreements).values({
      userId,
      agreedTermsVersion: pending.agreedTermsVersion,
      agreedPrivacyVersion: pending.agreedPrivacyVersion,
      ipAddress: pending.ipAddress,
      userAgent: pending.userAgent,
      method: pending.method,
      agreedAt: pending.createdAt,
    });
    await recordEvent(tx, {
      type: "agreement.recorded",
      actorId: userId,
      subject: { type: "user", id: userId },
      payload: {
        method: pending.method as AgreementMethod,
        termsVersion: pending.agreedTermsVersion,
        privacyVersion: pending.agreedPrivacyVersion,
      },
    });
  });
}
