import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { setCookie } from "hono/cookie";
import { sessionCookieName } from "../../auth/session";
import { closeForgottenCheckIns } from "../../commands/volunteering/close-forgotten-check-ins";
import type { AppEnv } from "../../context";
import type { Database } from "../../db/client";
import { eventRegistrations, profiles, users } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { EntityRef } from "../../loaders/memberships";
import { validate } from "../../middleware/validate";
import { VISITOR } from "../../policies";
import { presentCreated, presentOk } from "../../presenters/platform";
import { seedDemo } from "../../seed/demo";
import { DEMO_SIGN_IN } from "../../seed/demo-people";
import { seedDemoPictures } from "../../seed/demo-pictures";
import {
  addMember,
  assignShift,
  createComment,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  createPost,
  createRegistration,
  createSession,
  createShift,
  likePost,
} from "../../test/factories";
import { loadEntity } from "../entities/load";
import {
  communitySchema,
  eventSchema,
  memberSchema,
  membershipSchema,
  postSchema,
  profileDetailsSchema,
  registrationSchema,
  shiftSchema,
} from "./schemas";

/**
 * The load step of a seeding route: what the body names must exist, or the answer is 404, as in
 * any other route (an insert referring to nothing would fail in the database instead).
 */
async function loadReferences(
  db: Database,
  refs: { entities?: (EntityRef | undefined)[]; userIds?: (string | undefined)[] },
) {
  for (const ref of refs.entities ?? []) if (ref) await loadEntity(db, VISITOR, ref);
  for (const id of refs.userIds ?? []) {
    if (!id) continue;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) throw notFound("No member has this id.");
  }
}

/**
 * Seeding for the end-to-end tests, through the same factories as the server tests: a browser
 * test creates the members and communities it needs in one request each, and is signed in by
 * the cookie this sets, instead of paying a sign-up and a mail round trip per member.
 * Mounted only when NODE_ENV=test (server/app.ts); it does not exist in any other install.
 */
/** Sets the session cookie of a new session of `userId` on the answer. */
async function signInAs(c: Context<AppEnv>, userId: string) {
  const { db, config, secret } = c.var.deps;
  const session = await createSession(db, { secret, cookieName: sessionCookieName(config), userId });
  setCookie(c, session.cookieName, decodeURIComponent(session.cookieValue), {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: config.PUBLIC_URL.startsWith("https://"),
  });
}

/** The demo's seeding per database: every caller waits for the one run and gets its member. */
const demoSeeding = new WeakMap<Database, Promise<string>>();

/** seedDemo and its pictures, as `npm run demo` runs them; the demo member's id. */
async function seedWholeDemo(deps: AppEnv["Variables"]["deps"]): Promise<string> {
  const summary = await seedDemo(deps.db);
  if (summary.created) await seedDemoPictures(deps);
  const [demo] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_SIGN_IN.email));
  if (!demo) throw new Error("the demo member was not created");
  return demo.id;
}

export const testSupportRoutes = new Hono<AppEnv>()
  .post("/members", validate("json", memberSchema), async (c) => {
    const { db } = c.var.deps;
    const { signIn, ...options } = c.req.valid("json");
    if (options.email) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, options.email.toLowerCase()));
      if (taken) throw new AppError("conflict", "A member has this email already.");
    }
    const member = await createMember(db, options);
    if (signIn) await signInAs(c, member.id);
    return c.json(presentCreated(member.id), 201);
  })
  // The demo community of `npm run demo`, pictures included (once per server), and the calling
  // browser signed in as its demo member.
  .post("/demo", async (c) => {
    const { db } = c.var.deps;
    const seeding = demoSeeding.get(db) ?? seedWholeDemo(c.var.deps);
    demoSeeding.set(db, seeding);
    const demoMemberId = await seeding;
    await signInAs(c, demoMemberId);
    return c.json(presentCreated(demoMemberId), 201);
  })
  .post("/groups", validate("json", communitySchema), async (c) => {
    const { parentId, ownerId, ...options } = c.req.valid("json");
    await loadReferences(c.var.deps.db, {
      entities: [parentId ? { type: "group", id: parentId } : undefined],
      userIds: [ownerId],
    });
    const group = await createGroup(c.var.deps.db, {
      ...options,
      parent: parentId ? { type: "group", id: parentId } : undefined,
      owner: ownerId ? { id: ownerId } : undefined,
    });
    return c.json(presentCreated(group.id), 201);
  })
  .post("/partnerships", validate("json", communitySchema), async (c) => {
    const { parentId, ownerId, ...options } = c.req.valid("json");
    await loadReferences(c.var.deps.db, {
      entities: [parentId ? { type: "partnership", id: parentId } : undefined],
      userIds: [ownerId],
    });
    const partnership = await createPartnership(c.var.deps.db, {
      ...options,
      parent: parentId ? { type: "partnership", id: parentId } : undefined,
      owner: ownerId ? { id: ownerId } : undefined,
    });
    return c.json(presentCreated(partnership.id), 201);
  })
  .post("/events", validate("json", eventSchema), async (c) => {
    const { hostId, startDate, openTypes, ...options } = c.req.valid("json");
    await loadReferences(c.var.deps.db, { entities: [options.organiser], userIds: [hostId] });
    const open = (key: "attendees" | "volunteers" | "employees") => ({
      enabled: openTypes?.includes(key) ?? false,
    });
    const event = await createEvent(c.var.deps.db, {
      ...options,
      registrationSettings: openTypes
        ? { attendees: open("attendees"), volunteers: open("volunteers"), employees: open("employees") }
        : undefined,
      host: hostId ? { id: hostId } : undefined,
      startDate: startDate ? new Date(startDate) : undefined,
    });
    return c.json(presentCreated(event.id), 201);
  })
  .post("/memberships", validate("json", membershipSchema), async (c) => {
    const { entity, userId, role, status } = c.req.valid("json");
    await loadReferences(c.var.deps.db, { entities: [entity], userIds: [userId] });
    await addMember(c.var.deps.db, entity, { id: userId }, role, status);
    return c.json(presentCreated(userId), 201);
  })
  .post("/posts", validate("json", postSchema), async (c) => {
    const { authorId, likedBy = [], comments = [], ...options } = c.req.valid("json");
    await loadReferences(c.var.deps.db, {
      entities: [options.target],
      userIds: [authorId, ...likedBy, ...comments.map((comment) => comment.authorId)],
    });
    const post = await createPost(c.var.deps.db, { id: authorId }, options);
    for (const userId of likedBy) await likePost(c.var.deps.db, post, { id: userId });
    for (const comment of comments) {
      await createComment(c.var.deps.db, post, { id: comment.authorId }, { content: comment.content });
    }
    return c.json(presentCreated(post.id), 201);
  })
  .post("/registrations", validate("json", registrationSchema), async (c) => {
    const { db } = c.var.deps;
    const { eventId, userId, registrationType } = c.req.valid("json");
    await loadReferences(db, { entities: [{ type: "event", id: eventId }], userIds: [userId] });
    const [taken] = await db
      .select({ id: eventRegistrations.registrationId })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
    if (taken) throw new AppError("conflict", "This member is registered for this event already.");
    await createRegistration(db, { type: "event", id: eventId }, { id: userId }, registrationType);
    return c.json(presentCreated(eventId), 201);
  })
  .post("/shifts", validate("json", shiftSchema), async (c) => {
    const { db } = c.var.deps;
    const { eventId, name, startTime, endTime, volunteers } = c.req.valid("json");
    await loadReferences(db, {
      entities: [{ type: "event", id: eventId }],
      userIds: volunteers.map((one) => one.userId),
    });
    if (Date.parse(endTime) <= Date.parse(startTime))
      throw new AppError("conflict", "A shift ends after it starts.");
    const shift = await createShift(
      db,
      { type: "event", id: eventId },
      {
        name,
        start: new Date(startTime),
        end: new Date(endTime),
      },
    );
    for (const one of volunteers) {
      await assignShift(
        db,
        shift.shiftId,
        { id: one.userId },
        {
          checkedInAt: one.checkedInAt ? new Date(one.checkedInAt) : null,
          checkInMethod: one.checkedInAt ? "roster" : null,
        },
      );
    }
    return c.json(presentCreated(shift.shiftId), 201);
  })
  // Runs the schedule's job that closes forgotten check-ins now, rather than within five minutes.
  .post("/forgotten-check-ins", async (c) => {
    await c.var.deps.db.transaction((tx) => closeForgottenCheckIns(tx, new Date()));
    return c.json(presentCreated("forgotten-check-ins"), 201);
  })
  // Sets the profile fields the onboarding tasks read (avatar, cover photo, bio), as the settings would.
  .post("/profile-details", validate("json", profileDetailsSchema), async (c) => {
    const { db } = c.var.deps;
    const { userId, ...values } = c.req.valid("json");
    await loadReferences(db, { userIds: [userId] });
    if (Object.keys(values).length) await db.update(profiles).set(values).where(eq(profiles.userId, userId));
    return c.json(presentOk());
  });
