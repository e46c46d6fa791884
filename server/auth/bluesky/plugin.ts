import { randomBytes, randomInt } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sendVerificationEmailFn } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { AUTH_ERROR, type AuthErrorCode } from "../../../shared/errors";
import {
  BLUESKY_MESSAGES,
  blueskyCredentialsSchema,
  blueskyRegistrationSchema,
  blueskySignInFailed,
} from "../../../shared/schemas/bluesky";
import { singleLineText } from "../../../shared/schemas/text";
import type { Database } from "../../db/client";
import { profiles, users } from "../../db/schema";
import { AppError } from "../../errors";
import type { Limits } from "../../limits/limits";
import { tooManyAttempts } from "../attempt-limits";
import type { BlueskyAccounts } from "./accounts";

/** How long the "Complete Your Account" step may take after the credentials were checked. */
export const REGISTRATION_TICKET_MINUTES = 15;
/** Tries at "Complete Your Account" (e.g. a taken e-mail) before the credentials are asked again. */
const REGISTRATION_ATTEMPTS = 5;
/** Spec §9: the random password of a social-network account has 24 characters. */
export const GENERATED_PASSWORD_LENGTH = 24;
const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*-_=+";

/** A member who registers through Bluesky gets a password they never see (spec §9: 24 characters). */
export function generatePassword(): string {
  let password = "";
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i++) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}

/** Our errors in Better Auth's shape, keeping the message and a stable code. */
async function asApiErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) {
      throw new APIError(error.status as ConstructorParameters<typeof APIError>[0], {
        message: error.message,
        code: "reason" in error ? String(error.reason) : error.code.toUpperCase(),
      });
    }
    throw error;
  }
}

function fail(
  status: ConstructorParameters<typeof APIError>[0],
  code: AuthErrorCode,
  message: string,
): never {
  throw new APIError(status, { message, code });
}

const ticketIdentifier = (ticket: string) => `bluesky-sign-up:${ticket}`;

interface PendingRegistration extends ReturnType<BlueskyAccounts["seal"]> {
  attempts: number;
}

/**
 * Our Better Auth plugin for Bluesky (AT Protocol):
 * - `POST /sign-in/bluesky`: a member whose profile holds the account signs in with its app password;
 * - `POST /sign-up/bluesky/verify`: the registration's credentials dialog; the checked account waits
 *   on the server behind a single-use ticket;
 * - `POST /sign-up/bluesky`: "Complete Your Account", which creates the member with the account linked.
 */
export function blueskyPlugin(deps: {
  db: Database;
  accounts: BlueskyAccounts;
  limits: Limits;
  appName: string;
}): BetterAuthPlugin {
  const { db, accounts, limits } = deps;
  /** The credentials dialog's check: both fields, the per-handle limit, then the PDS. */
  const checkCredentials = async (body: unknown) => {
    const credentials = blueskyCredentialsSchema.safeParse(body);
    if (!credentials.success) {
      fail("BAD_REQUEST", AUTH_ERROR.VALIDATION_FAILED, BLUESKY_MESSAGES.credentialsRequired);
    }
    const { identifier, password } = credentials.data;
    const verdict = await limits.account("blueskyCheck", identifier.replace(/^@/, ""));
    if (!verdict.allowed) tooManyAttempts(verdict.retryAfterSeconds);
    return asApiErrors(() => accounts.login(identifier, password));
  };

  return {
    id: "bluesky",
    endpoints: {
      signInBluesky: createAuthEndpoint(
        "/sign-in/bluesky",
        { method: "POST", body: z.looseObject({}) },
        async (ctx) => {
          const login = await checkCredentials(ctx.body);
          const profile = await asApiErrors(() => accounts.findLinkedProfile(login));
          if (!profile || profile.did !== login.did) {
            fail("NOT_FOUND", AUTH_ERROR.BLUESKY_NOT_LINKED, BLUESKY_MESSAGES.notLinked);
          }
          const user = await ctx.context.internalAdapter.findUserById(profile.userId);
          if (!user)
            fail("INTERNAL_SERVER_ERROR", AUTH_ERROR.SIGN_IN_FAILED, blueskySignInFailed(deps.appName));
          if (!user.emailVerified) {
            // As with e-mail sign-in: a new link goes out, within the per-address limit.
            if ((await limits.account("verificationMail", user.email)).allowed) {
              await sendVerificationEmailFn(ctx, user);
            }
            fail("FORBIDDEN", AUTH_ERROR.EMAIL_NOT_VERIFIED, "Email not verified");
          }
          await accounts.refreshTokens(profile.id, login);
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session)
            fail("INTERNAL_SERVER_ERROR", AUTH_ERROR.SIGN_IN_FAILED, blueskySignInFailed(deps.appName));
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ success: true, handle: login.handle, did: login.did });
        },
      ),

      verifyBlueskyRegistration: createAuthEndpoint(
        "/sign-up/bluesky/verify",
        { method: "POST", body: z.looseObject({}) },
        async (ctx) => {
          const login = await checkCredentials(ctx.body);
          await asApiErrors(() => accounts.assertNotLinkedElsewhere(login));
          const ticket = randomBytes(32).toString("base64url");
          const pending: PendingRegistration = { ...accounts.seal(login), attempts: 0 };
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: ticketIdentifier(ticket),
            value: JSON.stringify(pending),
            expiresAt: new Date(Date.now() + REGISTRATION_TICKET_MINUTES * 60_000),
          });
          // The PDS's e-mail (if it shares one) only prefills the form; the member confirms it by mail.
          return ctx.json({ ticket, handle: login.handle, did: login.did, email: login.email });
        },
      ),

      signUpBluesky: createAuthEndpoint(
        "/sign-up/bluesky",
        { method: "POST", body: z.looseObject({ ticket: singleLineText().min(1).max(100) }) },
        async (ctx) => {
          const parsed = blueskyRegistrationSchema.safeParse(ctx.body);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new APIError("BAD_REQUEST", {
              message: issue?.message ?? BLUESKY_MESSAGES.requiredFields,
              code: AUTH_ERROR.VALIDATION_FAILED,
              field: issue?.path.join("."),
            });
          }
          const { firstName, lastName } = parsed.data;
          const email = parsed.data.email.toLowerCase();

          // Single use: two submits of the same dialog cannot create two members.
          const identifier = ticketIdentifier(ctx.body.ticket);
          const stored = await ctx.context.internalAdapter.consumeVerificationValue(identifier);
          if (!stored)
            fail("BAD_REQUEST", AUTH_ERROR.BLUESKY_TICKET_EXPIRED, BLUESKY_MESSAGES.validateFailed);
          const pending = JSON.parse(stored.value) as PendingRegistration;
          const retry = async () => {
            if (pending.attempts + 1 >= REGISTRATION_ATTEMPTS) return;
            await ctx.context.internalAdapter.createVerificationValue({
              identifier,
              value: JSON.stringify({ ...pending, attempts: pending.attempts + 1 }),
              expiresAt: stored.expiresAt,
            });
          };

          // Spec §5: the e-mail must not belong to a profile (or an account) already.
          let taken: boolean;
          try {
            const [row] = await db
              .select({ id: users.id })
              .from(users)
              .where(eq(users.email, email))
              .union(
                db
                  .select({ id: profiles.userId })
                  .from(profiles)
                  .where(eq(sql`lower(${profiles.email})`, email)),
              )
              .limit(1);
            taken = Boolean(row);
          } catch {
            await retry();
            fail("INTERNAL_SERVER_ERROR", AUTH_ERROR.EMAIL_CHECK_FAILED, BLUESKY_MESSAGES.emailCheckFailed);
          }
          if (taken) {
            await retry();
            fail("CONFLICT", AUTH_ERROR.EMAIL_TAKEN, BLUESKY_MESSAGES.emailTaken);
          }
          await asApiErrors(() => accounts.assertNotLinkedElsewhere(pending));

          const hash = await ctx.context.password.hash(generatePassword());
          const user = await ctx.context.internalAdapter
            .createUser(
              { email, name: `${firstName} ${lastName}`, emailVerified: false },
              { method: "bluesky" },
            )
            .catch(async (error: unknown) => {
              // Someone registered the address between the check above and now.
              if (await ctx.context.internalAdapter.findUserByEmail(email)) {
                fail("CONFLICT", AUTH_ERROR.EMAIL_TAKEN, BLUESKY_MESSAGES.emailTaken);
              }
              throw error;
            });
          if (!user)
            fail(
              "INTERNAL_SERVER_ERROR",
              AUTH_ERROR.FAILED_TO_CREATE_USER,
              "Failed to create account. Please try again.",
            );
          await ctx.context.internalAdapter.linkAccount({
            userId: user.id,
            providerId: "credential",
            accountId: user.id,
            password: hash,
          });
          let warning: string | null = null;
          try {
            await accounts.link(user.id, pending);
          } catch (error) {
            ctx.context.logger.warn("bluesky: account created but not linked", error);
            warning = BLUESKY_MESSAGES.linkFailedAfterSignUp;
          }
          await sendVerificationEmailFn(ctx, user);
          return ctx.json({ success: true, email, warning });
        },
      ),
    },
  };
}
