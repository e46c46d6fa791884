import { randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { MembershipRole, MembershipStatus, RegistrationType, Visibility } from "../../shared/enums";
import { PRIVACY_VERSION, TERMS_VERSION } from "../../shared/limits";
import { newSessionToken, SESSION_EXPIRES_IN_SECONDS, signSessionToken } from "../auth/session";
import type { Executor } from "../db/client";
import { type EntityRef, upsertMembership } from "../db/memberships";
import {
  accounts,
  eventRegistrations,
  events,
  eventVolunteerShifts,
  groups,
  partnerships,
  posts,
  profiles,
  type RegistrationSettings,
  sessions,
  userAgreements,
  users,
} from "../db/schema";

/**
 * Factories: real rows through the real schema, for server tests, the end-to-end seeding route
 * (routes/test-support) and the demo data (db/seed/demo.ts). Every argument has a believable
 * default; pass only what the test is about.
 */

let sequence = 0;
/** A short suffix unique within this process and across processes sharing a database. */
function unique(): string {
  sequence += 1;
  return `${sequence}${randomBytes(3).toString("hex")}`;
}

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
  const n = sequence;
  const firstName = options.firstName ?? FIRST_NAMES[n % FIRST_NAMES.length] ?? "Alex";
  const lastName = options.lastName ?? LAST_NAMES[(n * 7) % LAST_NAMES.length] ?? "Doe";
  const email = (options.email ?? `${firstName}.${lastName}.${unique()}@example.org`).toLowerCase();
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

export interface EntityFixture extends EntityRef {
  name: string;
  visibility: Visibility;
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

export interface EventOptions {
  name?: string;
  description?: string;
  visibility?: Visibility;
  host?: { id: string };
  /** The organising group or partnership. */
  organiser?: EntityRef;
  startDate?: Date | null;
  endDate?: Date | null;
  location?: string | null;
  registrationSettings?: RegistrationSettings;
}

/** An event, a week from now unless told otherwise. */
export async function createEvent(db: Executor, options: EventOptions = {}): Promise<EntityFixture> {
  const name = options.name ?? `Event ${unique()}`;
  const visibility = options.visibility ?? "public";
  const start = options.startDate === undefined ? new Date(Date.now() + 7 * 86_400_000) : options.startDate;
  const [row] = await db
    .insert(events)
    .values({
      eventName: name,
      description: options.description ?? "",
      visibility,
      startDate: start,
      endDate: options.endDate ?? (start ? new Date(start.getTime() + 3 * 3_600_000) : null),
      location: options.location ?? null,
      hostUserId: options.host?.id ?? null,
      groupId: options.organiser?.type === "group" ? options.organiser.id : null,
      partnershipId: options.organiser?.type === "partnership" ? options.organiser.id : null,
      registrationSettings: options.registrationSettings ?? {
        attendees: { enabled: true },
        volunteers: { enabled: true },
        employees: { enabled: false },
      },
    })
    .returning({ id: events.eventId });
  if (!row) throw new Error("event was not created");
  return { type: "event", id: row.id, name, visibility };
}

/** Gives the member a role on the entity (or a pending request, with status `pending`). */
export async function addMember(
  db: Executor,
  entity: EntityRef,
  member: { id: string },
  role: MembershipRole = "member",
  status: MembershipStatus = "active",
): Promise<void> {
  await upsertMembership(db, entity, member.id, { role, status });
}

export interface ShiftOptions {
  name?: string;
  start: Date;
  end: Date;
  /** 0 means no limit (spec §4). */
  volunteersNeeded?: number;
}

/** A volunteer shift of an event. */
export async function createShift(db: Executor, event: EntityRef, options: ShiftOptions) {
  const [row] = await db
    .insert(eventVolunteerShifts)
    .values({
      eventId: event.id,
      shiftName: options.name ?? `Shift ${unique()}`,
      startTime: options.start,
      endTime: options.end,
      volunteersNeeded: options.volunteersNeeded ?? 0,
    })
    .returning();
  if (!row) throw new Error("shift was not created");
  return row;
}

/** A member's registration for an event (spec §3 event_registrations). */
export async function createRegistration(
  db: Executor,
  event: EntityRef,
  member: { id: string },
  registrationType: RegistrationType = "attendee",
) {
  await db.insert(eventRegistrations).values({ eventId: event.id, userId: member.id, registrationType });
}

export interface PostOptions {
  content?: string;
  /** Where it is posted; the author's profile when absent. */
  target?: EntityRef;
  createdAt?: Date;
}

/** A post by the member, on their profile or in an entity's feed. */
export async function createPost(db: Executor, author: { id: string }, options: PostOptions = {}) {
  const target = options.target;
  const [row] = await db
    .insert(posts)
    .values({
      authorId: author.id,
      content: options.content ?? `A note from the field, number ${unique()}.`,
      targetType: target?.type ?? "profile",
      groupId: target?.type === "group" ? target.id : null,
      partnershipId: target?.type === "partnership" ? target.id : null,
      eventId: target?.type === "event" ? target.id : null,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("post was not created");
  return row;
}
