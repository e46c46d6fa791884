import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { profiles, sessions, users } from "../db/schema";
import type { Config } from "../env";
import { isPlatformAdmin, type MemberActor } from "../policies/actor";
import type { OwnProfileFields } from "../presenters/profile";
import type { Auth } from "./auth";

/** Better Auth's session cookie with our prefix (`advanced.cookiePrefix` in auth.ts). */
export const SESSION_COOKIE = "commonground.session_token";
/** Better Auth's marker for "do not remember me" sessions, which are never extended. */
const DONT_REMEMBER_COOKIE = "commonground.dont_remember";

/** Session lifetime and how often it is extended; auth.ts gives Better Auth the same values. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/** The cookie's name: browsers only accept the `__Secure-` prefix over https. */
export function sessionCookieName(config: Pick<Config, "PUBLIC_URL">): string {
  return config.PUBLIC_URL.startsWith("https://") ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** A session token as Better Auth signs it into the cookie: `token.base64(HMAC-SHA256)`, URL-encoded. */
export function signSessionToken(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return encodeURIComponent(`${token}.${signature}`);
}

/**
 * The token inside a signed cookie value, or null when the signature does not match. The secret
 * may be given as a KeyObject made once, which spares every request converting it again.
 */
export function verifySessionCookie(value: string, secret: string | KeyObject): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf(".");
  if (dot <= 0) return null;
  const token = decoded.slice(0, dot);
  const given = Buffer.from(decoded.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** A fresh random session token, as long as Better Auth's own. */
export function newSessionToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The profile as every signed-in request carries it: what the member's own profile shows. */
export type SessionProfile = OwnProfileFields;

/**
 * Only the columns a member's own profile shows: every signed-in request reads this row, and the
 * rest (such as the encrypted Bluesky tokens) need not travel with each one.
 */
const sessionProfileColumns = {
  id: profiles.id,
  userId: profiles.userId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  avatarUrl: profiles.avatarUrl,
  coverPhotoUrl: profiles.coverPhotoUrl,
  bio: profiles.bio,
  blueskyHandle: profiles.blueskyHandle,
  blueskyDid: profiles.blueskyDid,
  createdAt: profiles.createdAt,
  updatedAt: profiles.updatedAt,
} satisfies Record<keyof SessionProfile, unknown>;

export interface SessionRead {
  member: MemberActor;
  profile: SessionProfile | null;
  /** Cookies to send back when the session was extended. */
  setCookies: string[];
}

export interface SessionReaderDeps {
  config: Config;
  db: Database;
  secret: string;
  auth: Auth;
}

/** What the session reader needs of a request. */
export interface SessionRequest {
  /** The Cookie header, if any. */
  cookie: string | undefined;
  /** All the request's headers: only needed on the day the session is extended. */
  headers(): Headers;
}

/** Reads the signed-in member from a request's cookies. */
export type SessionReader = (request: SessionRequest) => Promise<SessionRead | null>;

/**
 * The member behind a request in one indexed query (session, user and profile together), which
 * every signed-in request pays. Better Auth stays the authority for writing sessions: once a day
 * per session, when it is due to be extended, the request goes through Better Auth's own
 * `getSession`, which extends it and re-issues the cookie (the cookie's lifetime was not extended
 * before this reader existed; the database row was).
 */
export function createSessionReader({ config, db, secret, auth }: SessionReaderDeps): SessionReader {
  const cookieName = sessionCookieName(config);
  const key = createSecretKey(Buffer.from(secret, "utf8"));
  const bySessionToken = db
    .select({
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      expiresAt: sessions.expiresAt,
      profile: sessionProfileColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("session_by_token");

  async function lookUp(token: string) {
    const [row] = await bySessionToken.execute({ token });
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    return row;
  }

  return async function readSession(request) {
    const cookies = request.cookie;
    if (!cookies) return null;
    const value = readCookie(cookies, cookieName);
    const token = value ? verifySessionCookie(value, key) : null;
    if (!token) return null;
    let row = await lookUp(token);
    if (!row) return null;
    const setCookies: string[] = [];
    const extendFrom =
      row.expiresAt.getTime() - (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
    if (Date.now() >= extendFrom && !readCookie(cookies, DONT_REMEMBER_COOKIE)) {
      const extended = await auth.api.getSession({ headers: request.headers(), returnHeaders: true });
      if (!extended.response) return null;
      setCookies.push(...extended.headers.getSetCookie());
      row = (await lookUp(token)) ?? row;
    }
    return {
      member: {
        kind: "member",
        id: row.userId,
        email: row.email,
        emailVerified: row.emailVerified,
        name: row.name,
        isPlatformAdmin: isPlatformAdmin(config, row.email),
      },
      profile: row.profile,
      setCookies,
    };
  };
}

/** One cookie's value from a Cookie header, without parsing the others. */
function readCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
