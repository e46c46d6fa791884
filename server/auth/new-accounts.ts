import { eq } from "drizzle-orm";
import type { AgreementMethod, SignUpMethod } from "../../shared/enums";
import { PRIVACY_VERSION, TERMS_VERSION } from "../../shared/limits";
import { completeProfileSchema } from "../../shared/schemas/auth";
import type { Database, Executor } from "../db/client";
import * as schema from "../db/schema";
import { recordEvent } from "../events/record";
import { readOAuthAgreement } from "./oauth-agreement";

/** The header our server sets with the client's address before Better Auth sees a request. */
export const CLIENT_IP_HEADER = "x-commonground-client-ip";

/**
 * Names of accounts being created, by address: a provider's claims (kept while its profile is
 * mapped), then the names the account gets (kept when its row is about to be written). They are
 * read when the profile row is written and when the confirmation mail greets the member, which
 * Better Auth does before its after-hooks run, all within the one request in this process.
 */
const namesInFlight = new Map<string, { firstName: string | null; lastName: string | null; at: number }>();
/** Existing members' sign-ins also map their profile; their entries are dropped after a minute. */
const NAMES_IN_FLIGHT_TTL_MS = 60_000;

function keepNamesInFlight(email: string, names: { firstName: string | null; lastName: string | null }) {
  const now = Date.now();
  for (const [key, entry] of namesInFlight)
    if (now - entry.at > NAMES_IN_FLIGHT_TTL_MS) namesInFlight.delete(key);
  namesInFlight.set(email.toLowerCase(), { ...names, at: now });
}

function asText(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim().slice(0, 49) : null;
}

/** A name that meets the shared rules (length, no control characters), or null. */
function validName(value: unknown, which: "firstName" | "lastName"): string | null {
  const parsed = completeProfileSchema.shape[which].safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Keeps the names a provider claimed for the account about to be created (see namesInFlight). */
export function rememberClaimedNames(profile: Record<string, unknown>) {
  const email = asText(profile.email);
  if (email) {
    keepNamesInFlight(email, {
      firstName: validName(profile.given_name, "firstName") ?? validName(profile.first_name, "firstName"),
      lastName: validName(profile.family_name, "lastName") ?? validName(profile.last_name, "lastName"),
    });
  }
  return {};
}

/** The first and last names a new account gets: from the form, else from the provider's claims. */
function namesOf(email: string, body: Record<string, unknown>) {
  const claimed = namesInFlight.get(email.toLowerCase());
  return {
    firstName: validName(body.firstName, "firstName") ?? claimed?.firstName ?? null,
    lastName: validName(body.lastName, "lastName") ?? claimed?.lastName ?? null,
  };
}

/**
 * The user fields we decide, whatever the client sent: `name` is made of the validated first and
 * last names (Better Auth would store any text it was given, and mails used to greet by it), and
 * `image` starts empty: the only pictures we show are the member's own uploads.
 */
export function newUserFields(email: string, ctx: CreationContext | null | undefined) {
  const { firstName, lastName } = namesOf(email, (ctx?.body ?? {}) as Record<string, unknown>);
  keepNamesInFlight(email, { firstName, lastName });
  return {
    signUpMethod: signUpMethodOf(ctx?.path, (ctx as { params?: unknown } | null | undefined)?.params),
    name: [firstName, lastName].filter(Boolean).join(" "),
    image: null,
  };
}

/** Spec §7 `sign_up_method`: how a member joined, from the endpoint that created them. */
export function signUpMethodOf(path: string | undefined, params: unknown): SignUpMethod {
  if (path === "/sign-up/bluesky") return "bluesky";
  // Better Auth's OAuth callback is /callback/:id (Apple's form_post arrives there as well).
  const { id, providerId } = (params ?? {}) as { id?: string; providerId?: string };
  const provider = id ?? providerId;
  return provider === "google" || provider === "apple" ? provider : "email";
}

/** What Better Auth tells its `user.create.after` hook about the request that created the account. */
interface CreationContext {
  path?: string;
  params?: unknown;
  body?: unknown;
  headers?: Headers;
  request?: Request;
}

/**
 * Everything a new account comes with, in one transaction: the profile (names from the form or
 * the provider's claims) with its `profile.created` event, and the terms agreement given at
 * sign-up, pending until the address is confirmed (spec §4), or recorded at once when the
 * provider confirmed it (Google, Apple).
 */
export async function recordNewAccount(
  { db, secret }: { db: Database; secret: string },
  user: { id: string; email: string; emailVerified: boolean },
  ctx: CreationContext | null | undefined,
) {
  const body = (ctx?.body ?? {}) as Record<string, unknown>;
  const headers = ctx?.request?.headers ?? ctx?.headers;
  const { firstName, lastName } = namesOf(user.email, body);
  namesInFlight.delete(user.email.toLowerCase());
  const oauthAgreement = readOAuthAgreement(secret, headers?.get("cookie"));
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(schema.profiles)
      .values({
        userId: user.id,
        firstName,
        lastName,
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
    if (user.emailVerified) await recordEmailConfirmed(tx, user.id, user.email);
    if (oauthAgreement) {
      // Spec §3: a Google or Apple agreement carries no e-mail; the provider vouches for it.
      await tx.insert(schema.pendingAgreements).values({
        userId: user.id,
        email: null,
        agreedTermsVersion: TERMS_VERSION,
        agreedPrivacyVersion: PRIVACY_VERSION,
        ipAddress: oauthAgreement.ipAddress,
        userAgent: oauthAgreement.userAgent,
        method: oauthAgreement.method,
      });
      if (user.emailVerified) await movePendingAgreement(tx, user.id, user.email);
    } else if (body.agreedToTerms === true) {
      await tx.insert(schema.pendingAgreements).values({
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
  });
}

/**
 * The member's address is confirmed (at sign-up by Google or Apple, or by the link of the
 * verification mail): what waited for that address, such as invitations, may now reach them.
 */
export async function recordEmailConfirmed(tx: Executor, userId: string, email: string) {
  await recordEvent(tx, {
    type: "email.confirmed",
    actorId: userId,
    subject: { type: "user", id: userId },
    payload: { email: email.toLowerCase() },
  });
}

/**
 * What follows a confirmed address. Spec §4 "Pending agreement": the agreement given at sign-up
 * is recorded if it was given for that same address, and dropped either way; and
 * `email.confirmed` lets what waited for the address (invitations) reach the member.
 */
export async function afterEmailConfirmed(db: Database, userId: string, confirmedEmail: string) {
  await db.transaction(async (tx) => {
    await movePendingAgreement(tx, userId, confirmedEmail);
    await recordEmailConfirmed(tx, userId, confirmedEmail);
  });
}

async function movePendingAgreement(tx: Executor, userId: string, confirmedEmail: string) {
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
}

/**
 * The validated first name mails greet by: the profile's, or for an account whose profile is not
 * written yet (the confirmation mail at sign-up), the one it is being created with.
 */
export async function firstNameOf(db: Executor, user: { id: string; email: string }): Promise<string | null> {
  const [profile] = await db
    .select({ firstName: schema.profiles.firstName })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, user.id));
  return profile ? profile.firstName : (namesInFlight.get(user.email.toLowerCase())?.firstName ?? null);
}

/** The account behind an address, with the first name its mails greet by; null when none. */
export async function accountByEmail(
  db: Executor,
  email: string,
): Promise<{ email: string; firstName: string | null } | null> {
  const [row] = await db
    .select({ email: schema.users.email, firstName: schema.profiles.firstName })
    .from(schema.users)
    .leftJoin(schema.profiles, eq(schema.profiles.userId, schema.users.id))
    .where(eq(schema.users.email, email.trim().toLowerCase()));
  return row ?? null;
}
