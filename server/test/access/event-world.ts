import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { MembershipRole } from "../../../shared/enums";
import type { Executor } from "../../db/client";
import {
  calendarFeeds,
  eventCheckInCodes,
  eventKiosks,
  eventSeries,
  events,
  eventWaitlist,
  shiftAssignments,
  shiftWaitlist,
  volunteerHourLogs,
} from "../../db/schema";
import {
  addMember,
  assignShift,
  createEvent,
  createRegistration,
  createShift,
  type EntityFixture,
  type MemberFixture,
} from "../factories";

type Acting = "stranger" | "member" | "moderator" | "admin" | "owner" | "platformAdmin";
type PerActor<T> = Record<Acting, T>;

const ROLES: Partial<Record<Acting, MembershipRole>> = {
  member: "member",
  moderator: "moderator",
  admin: "admin",
  owner: "owner",
};

/**
 * Events for the access sweep's registration and shift rows (issue 12): private events where the
 * world's actors hold the world's roles, each set up for one kind of request so that no row
 * depends on another having run: one to register for, one whose role holders are registered
 * volunteers (with shifts to take, hold, wait for, delete and release from), one to cancel, and a
 * full one with its waitlist.
 */
export interface EventWorld {
  /** Nobody is registered yet. */
  openEvent: EntityFixture;
  /** Every role holder is a registered volunteer. */
  volunteerEvent: EntityFixture;
  /** No limit on places, a week ahead. */
  openShift: string;
  /** One place, held by the bystander; every role holder waits for `waitedShift`'s. */
  fullShift: string;
  waitedShift: string;
  /** A shift each actor holds, to give back; one each to delete; one each the bystander holds. */
  heldShifts: PerActor<string>;
  doomedShifts: PerActor<string>;
  releaseShifts: PerActor<string>;
  /**
   * A shift under way for each actor (check-in open), the bystander on each, to check in at the
   * roster (issue 29).
   */
  rosterShifts: PerActor<string>;
  /** The volunteer event's check-in code; each role holder holds a shift under way, to check in to. */
  checkInCode: string;
  /** A kiosk of the volunteer event opened by its owner; per actor, a shift under way with the
   * bystander on it for the kiosk to check in, and an open kiosk to end. */
  kioskToken: string;
  kioskShifts: PerActor<string> & { visitor: string };
  kiosksToEnd: PerActor<string>;
  /** A pending hour log of each actor's own, to withdraw. */
  pendingLogs: PerActor<string>;
  /** The bystander's pending log, which nobody else may withdraw. */
  bystanderLog: string;
  /** The bystander's attendance at the volunteer event, whose minutes its hosts correct. */
  bystanderAttendance: string;
  /** Every role holder is registered, to cancel. */
  cancelEvent: EntityFixture;
  /** One attendee place, taken by the bystander; on `waitedEvent`, every role holder waits. */
  fullEvent: EntityFixture;
  waitedEvent: EntityFixture;
  /** The secret of the bystander's calendar feed. */
  feedToken: string;
  /** A private weekly series of three dates (its first date), for the occurrences list. */
  seriesEvent: EntityFixture;
  /** An event each actor may try to cancel, and a cancelled one each may try to put back on. */
  cancellableEvents: PerActor<EntityFixture>;
  cancelledEvents: PerActor<EntityFixture>;
}

const WEEK = 7 * 86_400_000;
const HOUR = 3_600_000;

export async function buildEventWorld(
  db: Executor,
  members: PerActor<MemberFixture>,
  bystander: MemberFixture,
): Promise<EventWorld> {
  const start = new Date(Date.now() + WEEK);
  const actors = Object.keys(members) as Acting[];
  const roleHolders = actors.filter((who) => ROLES[who]);
  const privateEvent = async (name: string, capacity: number | null = null) => {
    const event = await createEvent(db, {
      name,
      visibility: "private",
      startDate: start,
      registrationSettings: {
        attendees: { enabled: true, capacity },
        volunteers: { enabled: true },
        employees: { enabled: false },
      },
    });
    for (const who of roleHolders) await addMember(db, event, members[who], ROLES[who] as MembershipRole);
    return event;
  };
  // Each shift at its own hour, so that no two an actor holds overlap.
  let hour = 0;
  const shift = async (event: EntityFixture, volunteersNeeded = 0) => {
    hour += 1;
    const row = await createShift(db, event, {
      start: new Date(start.getTime() + hour * HOUR),
      end: new Date(start.getTime() + (hour + 1) * HOUR - 60_000),
      volunteersNeeded,
    });
    return row.shiftId;
  };

  const openEvent = await privateEvent("Sweep Open Event");
  const volunteerEvent = await privateEvent("Sweep Volunteer Event");
  await createRegistration(db, volunteerEvent, bystander, "volunteer");
  for (const who of roleHolders) await createRegistration(db, volunteerEvent, members[who], "volunteer");
  const openShift = await shift(volunteerEvent);
  const fullShift = await shift(volunteerEvent, 1);
  const waitedShift = await shift(volunteerEvent, 1);
  await db.insert(shiftAssignments).values([
    { shiftId: fullShift, userId: bystander.id },
    { shiftId: waitedShift, userId: bystander.id },
  ]);
  await db
    .insert(shiftWaitlist)
    .values(roleHolders.map((who) => ({ shiftId: waitedShift, userId: members[who].id })));
  const heldShifts: Partial<PerActor<string>> = {};
  const releaseShifts: Partial<PerActor<string>> = {};
  const doomedShifts: Partial<PerActor<string>> = {};
  for (const who of actors) {
    heldShifts[who] = await shift(volunteerEvent);
    releaseShifts[who] = await shift(volunteerEvent);
    doomedShifts[who] = await shift(volunteerEvent);
    await db.insert(shiftAssignments).values({ shiftId: releaseShifts[who], userId: bystander.id });
    if (ROLES[who])
      await db.insert(shiftAssignments).values({ shiftId: heldShifts[who], userId: members[who].id });
  }

  const rosterShifts: Partial<PerActor<string>> = {};
  for (const who of actors) {
    const under = await createShift(db, volunteerEvent, {
      start: new Date(Date.now() - HOUR),
      end: new Date(Date.now() + 2 * HOUR),
    });
    await assignShift(db, under.shiftId, bystander);
    rosterShifts[who] = under.shiftId;
  }

  for (const who of roleHolders) {
    const under = await createShift(db, volunteerEvent, {
      start: new Date(Date.now() - HOUR),
      end: new Date(Date.now() + 2 * HOUR),
    });
    await assignShift(db, under.shiftId, members[who]);
  }
  const kioskToken = randomBytes(32).toString("base64url");
  await db.insert(eventKiosks).values({
    eventId: volunteerEvent.id,
    tokenHash: createHash("sha256").update(kioskToken).digest("hex"),
    startedBy: members.owner.id,
  });
  const kioskShifts: Partial<PerActor<string> & { visitor: string }> = {};
  const kiosksToEnd: Partial<PerActor<string>> = {};
  for (const who of actors) {
    const under = await createShift(db, volunteerEvent, {
      start: new Date(Date.now() - HOUR),
      end: new Date(Date.now() + 2 * HOUR),
    });
    await assignShift(db, under.shiftId, bystander);
    kioskShifts[who] = under.shiftId;
    const [open] = await db
      .insert(eventKiosks)
      .values({
        eventId: volunteerEvent.id,
        tokenHash: randomBytes(32).toString("hex"),
        startedBy: members.owner.id,
      })
      .returning({ id: eventKiosks.id });
    kiosksToEnd[who] = open?.id as string;
  }
  // A kiosk works for whoever holds the tablet, signed in or not: the visitor gets a shift too.
  const visitorShift = await createShift(db, volunteerEvent, {
    start: new Date(Date.now() - HOUR),
    end: new Date(Date.now() + 2 * HOUR),
  });
  await assignShift(db, visitorShift.shiftId, bystander);
  kioskShifts.visitor = visitorShift.shiftId;
  const pendingLogs: Partial<PerActor<string>> = {};
  for (const who of actors) {
    const [log] = await db
      .insert(volunteerHourLogs)
      .values({ userId: members[who].id, source: "self", workDate: "2026-01-15", minutes: 90 })
      .returning({ id: volunteerHourLogs.id });
    pendingLogs[who] = log?.id as string;
  }
  const [bystanderLog] = await db
    .insert(volunteerHourLogs)
    .values({ userId: bystander.id, source: "self", workDate: "2026-01-15", minutes: 45 })
    .returning({ id: volunteerHourLogs.id });
  const [bystanderAttendance] = await db
    .insert(volunteerHourLogs)
    .values({
      userId: bystander.id,
      source: "attendance",
      workDate: "2026-01-15",
      minutes: 120,
      eventId: volunteerEvent.id,
      status: "verified",
    })
    .returning({ id: volunteerHourLogs.id });
  const checkInCode = randomBytes(16).toString("base64url");
  await db.insert(eventCheckInCodes).values({ eventId: volunteerEvent.id, code: checkInCode });

  const cancelEvent = await privateEvent("Sweep Cancel Event");
  for (const who of roleHolders) await createRegistration(db, cancelEvent, members[who], "attendee");
  const fullEvent = await privateEvent("Sweep Full Event", 1);
  await createRegistration(db, fullEvent, bystander, "attendee");
  const waitedEvent = await privateEvent("Sweep Waited Event", 1);
  await createRegistration(db, waitedEvent, bystander, "attendee");
  await db.insert(eventWaitlist).values(
    roleHolders.map((who) => ({
      eventId: waitedEvent.id,
      userId: members[who].id,
      registrationType: "attendee",
    })),
  );

  const [series] = await db
    .insert(eventSeries)
    .values({ frequency: "weekly", occurrenceCount: 3 })
    .returning({ id: eventSeries.seriesId });
  const dates: EntityFixture[] = [];
  for (const week of [0, 1, 2]) {
    const date = await privateEvent(`Sweep Series Event ${week + 1}`);
    await db
      .update(events)
      .set({ seriesId: series?.id, startDate: new Date(start.getTime() + week * WEEK) })
      .where(eq(events.eventId, date.id));
    dates.push(date);
  }
  const cancellableEvents: Partial<PerActor<EntityFixture>> = {};
  const cancelledEvents: Partial<PerActor<EntityFixture>> = {};
  for (const who of actors) {
    cancellableEvents[who] = await privateEvent(`Sweep Cancellable Event ${who}`);
    const cancelled = await privateEvent(`Sweep Cancelled Event ${who}`);
    await db.update(events).set({ cancelledAt: new Date() }).where(eq(events.eventId, cancelled.id));
    cancelledEvents[who] = cancelled;
  }

  const feedToken = randomBytes(32).toString("base64url");
  await db.insert(calendarFeeds).values({
    userId: bystander.id,
    tokenHash: createHash("sha256").update(feedToken).digest("hex"),
    tokenSealed: "sealed-feed-token-never-read-here",
  });

  return {
    feedToken,
    openEvent,
    volunteerEvent,
    openShift,
    fullShift,
    waitedShift,
    heldShifts: heldShifts as PerActor<string>,
    doomedShifts: doomedShifts as PerActor<string>,
    releaseShifts: releaseShifts as PerActor<string>,
    rosterShifts: rosterShifts as PerActor<string>,
    checkInCode,
    kioskToken,
    kioskShifts: kioskShifts as PerActor<string> & { visitor: string },
    kiosksToEnd: kiosksToEnd as PerActor<string>,
    pendingLogs: pendingLogs as PerActor<string>,
    bystanderLog: bystanderLog?.id as string,
    bystanderAttendance: bystanderAttendance?.id as string,
    cancelEvent,
    fullEvent,
    waitedEvent,
    seriesEvent: dates[0] as EntityFixture,
    cancellableEvents: cancellableEvents as PerActor<EntityFixture>,
    cancelledEvents: cancelledEvents as PerActor<EntityFixture>,
  };
}
