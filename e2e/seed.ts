import type { APIRequestContext, Page } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/**
 * Seeding for browser tests through the e2e server's test-only routes (`/api/test/*`, mounted
 * when NODE_ENV=test): the same factories as the server tests, one request per record, no mail
 * round trip. Tests of sign-up and sign-in themselves still go through the pages.
 */

export interface SeedMemberOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  bio?: string;
  /** Lets the member sign in through /auth with this password. */
  password?: string;
}

async function post(
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<{ id: string | number }> {
  const response = await request.post(`/api/test/${path}`, { data });
  if (response.status() !== 201)
    throw new Error(`seeding ${path} failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A member with a confirmed address and a complete profile; not signed in. */
export async function seedMember(request: APIRequestContext, options: SeedMemberOptions = {}) {
  const { id } = await post(request, "members", options);
  return { id: String(id), ...options };
}

/** A new member, and the page's browser signed in as them (the session cookie lands in its context). */
export async function signInAsNewMember(page: Page, options: SeedMemberOptions = {}) {
  const { id } = await post(page.context().request, "members", { ...options, signIn: true });
  return { id: String(id), ...options };
}

type Visibility = "public" | "private";
type EntityRef = { type: "group" | "partnership" | "event"; id: number };

/** A group (a subgroup with `parentId`), owned by `ownerId` when given. */
export async function seedGroup(
  request: APIRequestContext,
  data: {
    name?: string;
    description?: string;
    visibility?: Visibility;
    parentId?: number;
    ownerId?: string;
  } = {},
): Promise<EntityRef> {
  return { type: "group", id: Number((await post(request, "groups", data)).id) };
}

/** A partnership (a sub-partnership with `parentId`), owned by `ownerId` when given. */
export async function seedPartnership(
  request: APIRequestContext,
  data: {
    name?: string;
    description?: string;
    visibility?: Visibility;
    parentId?: number;
    ownerId?: string;
  } = {},
): Promise<EntityRef> {
  return { type: "partnership", id: Number((await post(request, "partnerships", data)).id) };
}

/** An event, a week from now unless `startDate` says otherwise. */
export async function seedEvent(
  request: APIRequestContext,
  data: {
    name?: string;
    description?: string;
    location?: string;
    visibility?: Visibility;
    hostId?: string;
    organiser?: EntityRef;
    startDate?: string;
    /** The registration types open (by default attendees and volunteers). */
    openTypes?: ("attendees" | "volunteers" | "employees")[];
  } = {},
): Promise<EntityRef> {
  return { type: "event", id: Number((await post(request, "events", data)).id) };
}

/** Gives a member a role (member by default) on a group, partnership or event. */
export async function seedMembership(
  request: APIRequestContext,
  data: { entity: EntityRef; userId: string; role?: "owner" | "admin" | "moderator" | "member" },
) {
  await post(request, "memberships", data);
}

/** Registers a member for an event as attendee (default), volunteer or employee. */
export async function seedRegistration(
  request: APIRequestContext,
  data: { eventId: number; userId: string; registrationType?: "attendee" | "volunteer" | "employee" },
) {
  await post(request, "registrations", data);
}

/** Sets the profile fields the onboarding tasks read: avatar, cover photo, bio (null clears one). */
export async function seedProfileDetails(
  request: APIRequestContext,
  data: { userId: string; avatarUrl?: string | null; coverPhotoUrl?: string | null; bio?: string | null },
) {
  const response = await request.post("/api/test/profile-details", { data });
  if (!response.ok())
    throw new Error(`seeding profile details failed: ${response.status()} ${await response.text()}`);
}

/** A post by `authorId` (on their profile, or in `target`), with likes and comments if given. */
export async function seedPost(
  request: APIRequestContext,
  data: {
    authorId: string;
    content?: string;
    target?: EntityRef;
    likedBy?: string[];
    comments?: { authorId: string; content?: string }[];
  },
): Promise<{ id: string }> {
  return { id: String((await post(request, "posts", data)).id) };
}

/** A shift of an event and its volunteers, each checked in already when `checkedInAt` is given. */
export async function seedShift(
  request: APIRequestContext,
  data: {
    eventId: number;
    name?: string;
    startTime: string;
    endTime: string;
    volunteers?: { userId: string; checkedInAt?: string }[];
  },
): Promise<{ id: string }> {
  return { id: String((await post(request, "shifts", data)).id) };
}

/** Closes the check-ins whose shift has ended now, as the five-minute schedule would. */
export async function closeForgottenCheckIns(request: APIRequestContext) {
  await post(request, "forgotten-check-ins", {});
}

/**
 * A beta sign-up as a visitor sends it: through the public API, with the bot check's
 * proof of work solved here, as the form would in the browser.
 */
export async function signUpForBeta(
  request: APIRequestContext,
  data: { name: string; email: string; organization: string; organizationType: string; message?: string },
) {
  const { challenge } = await (await request.get("/api/bot-check/challenge?action=beta_signup")).json();
  const headers: Record<string, string> = {};
  if (challenge) {
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("the bot check's challenge was not solved");
    headers["x-bot-check"] = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64url");
  }
  const response = await request.post("/api/beta-signups", { data, headers });
  if (response.status() !== 201)
    throw new Error(`beta sign-up failed: ${response.status()} ${await response.text()}`);
}
