import { hashPassword } from "better-auth/crypto";
import type { MembershipRole, MembershipStatus, Visibility } from "../../shared/enums";
import { PRIVACY_VERSION, TERMS_VERSION } from "../../shared/limits";
import { newSessionToken, signSessionToken } from "../auth/session";
import { SESSION_EXPIRES_IN_SECONDS } from "../auth/session-lifetime";
import type { Executor } from "../db/client";
import { accounts, groups, partnerships, profiles, sessions, userAgreements, users } from "../db/schema";
import { type EntityRef, upsertMembership } from "../loaders/memberships";
import type { EntityFixture } from "./entity-fixture";
import { unique, uniqueCount } from "./unique";

/**
 * Factories: real rows through the real schema, for server tests, the end-to-end seeding route
 * (routes/test-support) and the demo data (seed/demo.ts). Every argument has a believable
 * default; pass only what the test is about.
 */

const FIRST_NAMES = ["Amara", "Ben", "Chiara", "Dev", "Elif", "Femi", "Greta", "Hiro", "Inés", "Jonas"];
const LAST_NAMES = [
  "Okafor",
  "Lindqvist",
  "Moreau",
  "Patel",
  "Yilmaz",
  "Adeyemi",
  "Novak",
  "Tanaka",
  "Ruiz",
  "Berg",
];

export interface MemberFixture {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileId: string;
  /** Set when the member can sign in with a password. */
  password: string | null;
}

export interface MemberOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  bio?: string | null;
  avatarUrl?: string | null;
  /** Gives the member a password they can sign in with (hashing costs ~50 ms: only when needed). */
  password?: string;
  /** A hash made once with `hashPassword`, to give many members the same password cheaply. */
  passwordHash?: string;
  /** Records the terms agreement a real sign-up records (on by default). */
  agreed?: boolean;
}

/** A member with a confirmed address, a complete profile and their agreement to the terms. */
export async function createMember(db: Executor, options: MemberOptions = {}): Promise<MemberFixture> {
  const n = uniqueCount();
  const firstName = options.firstName ?? FIRST_NAMES[n % FIRST_NAMES.length] ?? "Alex";
  const lastName = options.lastName ?? LAST_NAMES[(n * 7) % LAST_NAMES.length] ?? "Doe";
  // Names may carry accents (Inés); an address made from them keeps to the letters every form takes.
  const plain = (name: string) => name.normalize("NFKD").replace(/[^A-Za-z0-9]/g, "") || "member";
  const email = (
    options.email ?? `${plain(firstName)}.${plain(lastName)}.${unique()}@example.org`
  ).toLowerCase();
  const [user] = await db
    .insert(users)
    .values({ email, name: `${firstName} ${lastName}`, emailVerified: true })
    .returning({ id: users.id });
  if (!user) throw new Error("member was not created");
  const [profile] = await db
    .insert(profiles)
    .values({
      userId: user.id,
      firstName,
      lastName,
      email,
      bio: options.bio ?? null,
      avatarUrl: options.avatarUrl ?? null,
    })
    .returning({ id: profiles.id });
  if (!profile) throw new Error("profile was not created");
  const passwordHash =
    options.passwordHash ?? (options.password ? await hashPassword(options.password) : null);
  if (passwordHash) {
    await db
      .insert(accounts)
      .values({ userId: user.id, accountId: user.id, providerId: "credential", password: passwordHash });
  }
  if (options.agreed !== false) {
    await db.insert(userAgreements).values({
      userId: user.id,
      agreedTermsVersion: TERMS_VERSION,
      agreedPrivacyVersion: PRIVACY_VERSION,
      method: "email",
    });
  }
  return {
    id: user.id,
    email,
    firstName,
    lastName,
    profileId: profile.id,
    password: options.password ?? null,
  };
}

export interface SessionFixture {
  token: string;
  /** The cookie's name and signed value, as the browser would hold them. */
  cookieName: string;
  cookieValue: string;
  /** A Cookie header carrying the session. */
  cookie: string;
}

/** A session for the member, as signing in would create it (Better Auth's row and signed cookie). */
export async function createSession(
  db: Executor,
  { secret, cookieName, userId }: { secret: string; cookieName: string; userId: string },
): Promise<SessionFixture> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId,
    token,
    expiresAt: new Date(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000),
    userAgent: "factory",
  });
  const cookieValue = signSessionToken(token, secret);
  return { token, cookieName, cookieValue, cookie: `${cookieName}=${cookieValue}` };
}

interface CommunityOptions {
  name?: string;
  description?: string;
  visibility?: Visibility;
  /** Makes it a subgroup (sub-partnership) of this one. */
  parent?: EntityRef;
  /** Becomes its owner. */
  owner?: { id: string };
}

/** A group, with its owner's membership when an owner is given. */
export async function createGroup(db: Executor, options: CommunityOptions = {}): Promise<EntityFixture> {
  const name = options.name ?? `Group ${unique()}`;
  const visibility = options.visibility ?? "public";
  const [row] = await db
    .insert(groups)
    .values({
      name,
      description: options.description ?? "",
      visibility,
      parentGroupId: options.parent?.id ?? null,
      createdBy: options.owner?.id ?? null,
    })
    .returning({ id: groups.groupId });
  if (!row) throw new Error("group was not created");
  const group: EntityFixture = { type: "group", id: row.id, name, visibility };
  if (options.owner) await addMember(db, group, options.owner, "owner");
  return group;
}

/** A partnership, with its owner's membership when an owner is given. */
export async function createPartnership(
  db: Executor,
  options: CommunityOptions = {},
): Promise<EntityFixture> {
  const name = options.name ?? `Partnership ${unique()}`;
  const visibility = options.visibility ?? "public";
  const [row] = await db
    .insert(partnerships)
    .values({
      name,
      description: options.description ?? "",
      visibility,
      parentPartnershipId: options.parent?.id ?? null,
      createdBy: options.owner?.id ?? null,
    })
    .returning({ id: partnerships.partnershipId });
  if (!row) throw new Error("partnership was not created");
  const partnership: EntityFixture = { type: "partnership", id: row.id, name, visibility };
  if (options.owner) await addMember(db, partnership, options.owner, "owner");
  return partnership;
}

/** Gives the member a role on the entity (or a pending request, with status `pending` and its message). */
export async function addMember(
  db: Executor,
  entity: EntityRef,
  member: { id: string },
  role: MembershipRole = "member",
  status: MembershipStatus = "active",
  message: string | null = null,
): Promise<void> {
  await upsertMembership(db, entity, member.id, { role, status }, message);
}

export type { EntityFixture } from "./entity-fixture";
export * from "./event-factories";
