import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from "node:crypto";
import type { DatabaseHandle } from "../db/client";
import { prepareQuery } from "../db/prepared";
import type { Config } from "../env";
import { isPlatformAdmin, type MemberActor } from "../policies/actor";
import { INHERITED_ROLES } from "../policies/roles";
import type { OwnProfileFields } from "../presenters/profile";
import type { Auth } from "./auth";
import type { SessionCache } from "./session-cache";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./session-lifetime";

/** Better Auth's session cookie with our prefix (`advanced.cookiePrefix` in auth.ts). */
export const SESSION_COOKIE = "commonground.session_token";
/** Better Auth's marker for "do not remember me" sessions, which are never extended. */
const DONT_REMEMBER_COOKIE = "commonground.dont_remember";

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

/** The roles whose rights flow down (policies/roles.ts), as an SQL list. */
const MANAGING_ROLES = INHERITED_ROLES.map((role) => `'${role}'`).join(", ");

/**
 * Session, user and the columns of the profile that a member's own profile shows, by token: every
 * signed-in request runs it. The rest of the profile (such as the encrypted Bluesky tokens) need
 * not travel with each request. Also whether the member is owner or admin of any group or
 * partnership: feeds skip the inherited-rights lookup for one who is not (queries/feeds.ts).
 */
const SESSION_BY_TOKEN = `
  select u.id as user_id, u.email, u.email_verified, u.name, s.expires_at,
    p.id as profile_id, p.first_name, p.last_name, p.email as profile_email, p.avatar_url,
    p.cover_photo_url, p.bio, p.hours_visible, p.leaderboard_opt_out, p.bluesky_handle, p.bluesky_did, p.created_at, p.updated_at,
    exists (select 1 from group_memberships m
        where m.uid = s.user_id and m.status = 'active' and m.role in (${MANAGING_ROLES}))
      or exists (select 1 from partnership_memberships m
        where m.user_id = s.user_id and m.status = 'active' and m.role in (${MANAGING_ROLES}))
      as manages_communities
  from sessions s
  join users u on u.id = s.user_id
  left join profiles p on p.user_id = s.user_id
  where s.token = $1`;

export interface SessionRow {
  user_id: string;
  email: string;
  email_verified: boolean;
  name: string;
  expires_at: Date;
  profile_id: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_email: string | null;
  avatar_url: string | null;
  cover_photo_url: string | null;
  bio: string | null;
  hours_visible: boolean | null;
  leaderboard_opt_out: boolean | null;
  bluesky_handle: string | null;
  bluesky_did: string | null;
  created_at: Date | null;
  updated_at: Date | null;
  manages_communities: boolean;
}

function profileOf(row: SessionRow): SessionProfile | null {
  if (!row.profile_id || !row.created_at || !row.updated_at) return null;
  return {
    id: row.profile_id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.profile_email,
    avatarUrl: row.avatar_url,
    coverPhotoUrl: row.cover_photo_url,
    bio: row.bio,
    hoursVisible: row.hours_visible ?? false,
    leaderboardOptOut: row.leaderboard_opt_out ?? false,
    blueskyHandle: row.bluesky_handle,
    blueskyDid: row.bluesky_did,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface SessionRead {
  member: MemberActor;
  /** The session's token: what tells one signed-in browser from another of the same member. */
  token: string;
  profile: SessionProfile | null;
  /** Cookies to send back when the session was extended. */
  setCookies: string[];
}

export interface SessionReaderDeps {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  auth: Auth;
  /** Keeps what the lookup reads for the session's next requests (session-cache.ts); none: every request reads. */
  cache?: SessionCache<SessionRow>;
}

/** What the session reader needs of a request. */
export interface SessionRequest {
  /** The Cookie header, if any. */
  cookie: string | undefined;
  /** All the request's headers: only needed on the day the session is extended. */
  headers(): Headers;
}

/** Reads the signed-in member from a request's cookies. */
export interface SessionReader {
  (request: SessionRequest): Promise<SessionRead | null>;
  /**
   * After a request that may have written (any method but GET, HEAD and OPTIONS, signed-in or
   * through Better Auth): drops what this server keeps of its session and member, so the
   * browser's next request reads what it wrote. Other servers hear of it from the database.
   */
  forget(request: Pick<SessionRequest, "cookie">): void;
}

/** How many checked cookie values each server keeps (a few MB at most). */
const VERIFIED_COOKIES_KEPT = 20_000;

/**
 * The member behind a request in one indexed query (session, user and profile together), which
 * every signed-in request pays. Better Auth stays the authority for writing sessions: once a day
 * per session, when it is due to be extended, the request goes through Better Auth's own
 * `getSession`, which extends it and re-issues the cookie (the cookie's lifetime was not extended
 * before this reader existed; the database row was).
 */
export function createSessionReader({
  config,
  database,
  secret,
  auth,
  cache,
}: SessionReaderDeps): SessionReader {
  const cookieName = sessionCookieName(config);
  const key = createSecretKey(Buffer.from(secret, "utf8"));
  const bySessionToken = prepareQuery<SessionRow>(database, "session_by_token", SESSION_BY_TOKEN, ["text"]);

  async function lookUp(token: string, fresh = false) {
    let row = fresh ? undefined : cache?.get(token);
    if (!row) {
      const ticket = cache?.begin() ?? 0;
      [row] = await bySessionToken([token]);
      if (row) cache?.store(token, row.user_id, row, ticket);
    }
    if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;
    return row;
  }

  // Cookie values whose signature was checked, with their token: a signed-in member's every
  // request carries the same value, and an HMAC per request is the costliest part of reading it.
  // Only values that passed are kept; the map starts over when full.
  const verified = new Map<string, string>();
  const tokenOf = (cookies: string | undefined) => {
    const value = cookies ? readCookie(cookies, cookieName) : null;
    if (!value) return null;
    const known = verified.get(value);
    if (known) return known;
    const token = verifySessionCookie(value, key);
    if (token) {
      if (verified.size >= VERIFIED_COOKIES_KEPT) verified.clear();
      verified.set(value, token);
    }
    return token;
  };

  async function readSession(request: SessionRequest): Promise<SessionRead | null> {
    const token = tokenOf(request.cookie);
    if (!token) return null;
    let row = await lookUp(token);
    if (!row) return null;
    const setCookies: string[] = [];
    const extendFrom =
      new Date(row.expires_at).getTime() - (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
    if (Date.now() >= extendFrom && !readCookie(request.cookie ?? "", DONT_REMEMBER_COOKIE)) {
      const extended = await auth.api.getSession({ headers: request.headers(), returnHeaders: true });
      if (!extended.response) return null;
      setCookies.push(...extended.headers.getSetCookie());
      row = (await lookUp(token, true)) ?? row;
    }
    return {
      member: {
        kind: "member",
        id: row.user_id,
        email: row.email,
        emailVerified: row.email_verified,
        name: row.name,
        isPlatformAdmin: isPlatformAdmin(config, row.email),
        managesCommunities: row.manages_communities,
      },
      token,
      profile: profileOf(row),
      setCookies,
    };
  }

  return Object.assign(readSession, {
    forget(request: Pick<SessionRequest, "cookie">) {
      const token = cache && tokenOf(request.cookie);
      if (token) cache.forgetSession(token);
    },
  });
}

/** One cookie's value from a Cookie header, without parsing the others. */
function readCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
