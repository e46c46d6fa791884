/**
 * Calendars (docs/decisions.md, "Calendars and reminders"): each member's personal feed of their
 * registrations and shifts at a secret address, which they read and renew; and the feed itself,
 * read by a calendar app holding the address. An event's own file is an event route
 * (entities/events/calendar.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { buildCalendar, CALENDAR_HEADERS, type CalendarEntry, eventEntry } from "../../calendar/ics";
import type { AppEnv } from "../../context";
import { notFound } from "../../errors";
import { TokenCipher } from "../../lib/token-crypto";
import { loadEntityAccessMany } from "../../loaders/entity-access";
import { loadMemberActor } from "../../loaders/member-actor";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize, can } from "../../policies";
import { presentCalendarFeed } from "../../presenters/calendar";
import { findCalendarFeed, findFeedOwner, listFeedEntries, saveCalendarFeed } from "../../queries/calendar";

/** A feed secret: 32 random bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const tokenParamSchema = z.object({ token: z.string().regex(TOKEN, "Not a calendar address.") });
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const hasStart = <T extends { startDate: Date | null }>(event: T): event is T & { startDate: Date } =>
  event.startDate !== null;

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}`;

/** A member's own calendar feed (`/api/me/calendar-feed`): its secret address, read and renewed. */
export const myCalendarFeedRoutes = new Hono<AppEnv>()
  .get("/", requireSession, async (c) => {
    const { member } = c.var;
    authorize(member, "view", { kind: "calendarFeed", userId: member.id });
    const { db, config, secret } = c.var.deps;
    const feed = await findCalendarFeed(db, member.id);
    const cipher = new TokenCipher({ encryptionKey: config.TOKEN_ENCRYPTION_KEY, secret });
    return c.json(
      presentCalendarFeed(feed ? feedUrl(config.PUBLIC_URL, cipher.decrypt(feed.tokenSealed)) : null),
    );
  })
  .post("/", requireSession, async (c) => {
    const { member } = c.var;
    authorize(member, "renew", { kind: "calendarFeed", userId: member.id });
    const { db, config, secret } = c.var.deps;
    const token = randomBytes(32).toString("base64url");
    const cipher = new TokenCipher({ encryptionKey: config.TOKEN_ENCRYPTION_KEY, secret });
    await saveCalendarFeed(db, member.id, hashOf(token), cipher.encrypt(token));
    return c.json(presentCalendarFeed(feedUrl(config.PUBLIC_URL, token)), 201);
  });

/** The feed a calendar app reads at the secret address (`/api/calendar/:token`). */
export const calendarFeedRoutes = new Hono<AppEnv>().get(
  "/:token",
  validate("param", tokenParamSchema),
  async (c) => {
    const { db, config } = c.var.deps;
    const userId = await findFeedOwner(db, hashOf(c.req.valid("param").token));
    const owner = userId ? await loadMemberActor(db, config, userId) : null;
    if (!owner) throw notFound("This calendar address is not in use (it may have been renewed).");
    const listed = await listFeedEntries(db, owner.id, new Date());
    // Only what the member may still see: a private event they were removed from leaves their
    // calendar (its place and time are the event's to keep), though their registration stands.
    const ids = [
      ...new Set([...listed.registered.map((e) => e.id), ...listed.shifts.map((s) => s.event.id)]),
    ];
    const access = ids.length ? await loadEntityAccessMany(db, owner, "event", ids) : new Map();
    const visible = (id: number) => {
      const entry = access.get(id);
      return entry !== undefined && can(owner, "view", entry);
    };
    const registered = listed.registered.filter((event) => visible(event.id));
    const shifts = listed.shifts.filter((shift) => visible(shift.event.id));
    const entries: CalendarEntry[] = [
      ...registered.filter(hasStart).map((event) => eventEntry(config.PUBLIC_URL, event)),
      ...shifts.map((shift) => ({
        uid: `shift-${shift.shiftId}`,
        title: `${shift.shiftName} · ${shift.event.name}`,
        description: shift.shiftDescription,
        location: shift.event.location,
        start: shift.startTime,
        end: shift.endTime,
        timeZone: shift.event.timeZone,
        url: `${config.PUBLIC_URL}/events/${shift.event.id}`,
        cancelled: shift.event.cancelledAt !== null,
      })),
    ];
    const body = buildCalendar(`${config.APP_NAME} events`, entries, new URL(config.PUBLIC_URL).host);
    return c.body(body, 200, CALENDAR_HEADERS);
  },
);
