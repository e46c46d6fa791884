import { eq } from "drizzle-orm";
import type { AgreementMethod, SignUpMethod } from "../../shared/enums";
import { PRIVACY_VERSION, TERMS_VERSION } from "../../shared/limits";
import type { Database, Executor } from "../db/client";
import * as schema from "../db/schema";
import { recordEvent } from "../events/record";
import { readOAuthAgreement } from "./oauth-agreement";

/** The header our server sets with the client's address before Better Auth sees a request. */
export const CLIENT_IP_HEADER = "x-commonground-client-ip";

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
export function rememberClaimedNames(profile: Record<string, unknown>) {
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
  const claimed = claimedNames.get(user.email.toLowerCase());
  claimedNames.delete(user.email.toLowerCase());
  const oauthAgreement = readOAuthAgreement(secret, headers?.get("cookie"));
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
 * Spec §4 "Pending agreement": once the address is confirmed, the agreement given at sign-up is
 * recorded if it was given for that same address, and dropped either way.
 */
export async function recordPendingAgreement(db: Database, userId: string, confirmedEmail: string) {
  await db.transaction((tx) => movePendingAgreement(tx, userId, confirmedEmail));
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
