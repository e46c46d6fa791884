import { count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wallTimeIn } from "../../shared/time-zones";
import { KIOSK_TOKEN_HEADER } from "../../shared/volunteering";
import {
  betaSignups,
  comments,
  connections,
  contentReports,
  eventMemberships,
  eventSubgroups,
  events,
  eventVolunteerShifts,
  groupMemberships,
  groups,
  mentions,
  partnerships,
  postLikes,
  posts,
  profiles,
  shiftAssignments,
  users,
  workspacePages,
} from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { seedDemo } from "./demo";
import { DEMO_REPORTS } from "./demo-content";
import { WEEKDAYS } from "./demo-dates";
import { DEMO_SIGN_IN } from "./demo-people";
import { DEMO_COMMENTS, DEMO_CONNECTIONS } from "./demo-social";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The demo member's session cookie, signed in with the documented password. */
async function demoCookie() {
  const sign = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_SIGN_IN),
  });
  expect(sign.status).toBe(200);
  return sign.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe("npm run demo", () => {
  it("fills the database with a believable community, once", async () => {
    const { db } = t.deps;
    const summary = await seedDemo(db);
    expect(summary).toMatchObject({ created: true, members: 40, partnerships: 4, events: 17 });
    const [{ n: topGroups } = { n: 0 }] = await db
      .select({ n: count() })
      .from(groups)
      .where(isNull(groups.parentGroupId));
    const [{ n: subgroups } = { n: 0 }] = await db
      .select({ n: count() })
      .from(groups)
      .where(sql`${groups.parentGroupId} is not null`);
    expect(topGroups).toBe(6);
    expect(subgroups).toBeGreaterThanOrEqual(5);
    const [{ n: topPartnerships } = { n: 0 }] = await db
      .select({ n: count() })
      .from(partnerships)
      .where(isNull(partnerships.parentPartnershipId));
    expect(topPartnerships).toBe(3);
    const roles = await db.selectDistinct({ role: groupMemberships.role }).from(groupMemberships);
    expect(roles.map((row) => row.role).sort()).toEqual(["admin", "member", "moderator", "owner"]);
    expect((await db.select({ n: count() }).from(eventMemberships))[0]?.n).toBe(summary.events);
    expect((await db.select({ n: count() }).from(posts))[0]?.n).toBe(summary.posts);
    // Work waiting for the demo member as an admin: requests to join and a report to review.
    expect(
      (
        await db.select({ n: count() }).from(groupMemberships).where(eq(groupMemberships.status, "pending"))
      )[0]?.n,
    ).toBe(2);
    expect((await db.select({ n: count() }).from(contentReports))[0]?.n).toBe(1);
    // Beta sign-ups for a platform admin to answer at /admin/beta-management.
    const signups = await db.select({ status: betaSignups.status }).from(betaSignups);
    expect(signups.filter((row) => row.status === "pending").length).toBeGreaterThanOrEqual(3);
    expect(new Set(signups.map((row) => row.status))).toEqual(new Set(["pending", "approved", "declined"]));
    // Workspace pages with text in them, as the editor lays a document out.
    const pages = await db
      .select({ title: workspacePages.title, text: workspacePages.contentText })
      .from(workspacePages);
    expect(pages.map((page) => page.title).sort()).toEqual([
      "November meeting notes",
      "Volunteer handbook",
      "Winter food drive checklist",
    ]);
    expect(pages.find((page) => page.title === "Volunteer handbook")?.text).toContain(
      "Wear closed shoes; gloves and aprons are in the blue cupboard.",
    );
    const people = await db.select({ bio: profiles.bio, first: profiles.firstName }).from(profiles);
    expect(people.every((person) => person.bio && person.first)).toBe(true);
    const dated = await db.select({ start: events.startDate }).from(events);
    expect(dated.some((event) => (event.start?.getTime() ?? 0) < Date.now())).toBe(true);
    expect(dated.some((event) => (event.start?.getTime() ?? 0) > Date.now())).toBe(true);
    // Teams inside an event, each member registered for it (decisions.md, "Event subgroups").
    expect((await db.select({ n: count() }).from(eventSubgroups))[0]?.n).toBe(2);
    const unregistered = await db.execute(sql`
      select count(*)::int as n from event_subgroup_members m join event_subgroups s using (subgroup_id)
      where not exists (select 1 from event_registrations r where r.event_id = s.event_id and r.user_id = m.user_id)`);
    expect(unregistered.rows[0]).toMatchObject({ n: 0 });

    // Conversations: comments, likes on every post (never by its author), mentions, connections.
    expect((await db.select({ n: count() }).from(comments))[0]?.n).toBe(DEMO_COMMENTS.length);
    const selfLikes = await db.execute(sql`
      select count(*)::int as n from post_likes l join posts p on p.id = l.post_id where l.user_id = p.author_id`);
    expect(selfLikes.rows[0]).toMatchObject({ n: 0 });
    const unliked = await db.execute(sql`
      select count(*)::int as n from posts p where not exists (select 1 from post_likes l where l.post_id = p.id)`);
    expect(unliked.rows[0]).toMatchObject({ n: 0 });
    expect((await db.select({ n: count() }).from(postLikes))[0]?.n).toBeGreaterThan(summary.posts * 3);
    expect((await db.select({ n: count() }).from(mentions))[0]?.n).toBeGreaterThanOrEqual(5);
    const mentioning = await db.select({ content: posts.content }).from(posts);
    expect(mentioning.some((post) => /@\[Alex Rivera\]\([0-9a-f-]{36}\)/.test(post.content))).toBe(true);
    expect((await db.select({ n: count() }).from(connections))[0]?.n).toBe(DEMO_CONNECTIONS.length);
    const [demo] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = ${DEMO_SIGN_IN.email}`);
    const waiting = await db.execute(sql`
      select count(*)::int as n from connections where addressee_id = ${demo?.id} and status = 'pending'`);
    expect(waiting.rows[0]).toMatchObject({ n: 2 });

    // The bell of the demo member: the two waiting requests and the day's likes and comments unread.
    const bell = await db.execute(sql`
      select type, is_read, count(*)::int as n from notifications where user_id = ${demo?.id}
      group by type, is_read`);
    const kinds = bell.rows as { type: string; is_read: boolean; n: number }[];
    expect(kinds).toContainEqual({ type: "connection_request", is_read: false, n: 2 });
    for (const type of ["like", "comment", "mention"]) {
      expect(kinds.some((row) => row.type === type && !row.is_read)).toBe(true);
    }
    const strays = await db.execute(sql`
      select count(*)::int as n from notifications where user_id = actor_id`);
    expect(strays.rows[0]).toMatchObject({ n: 0 });
    const queued = await db.execute(
      sql`select count(*)::int as n from jobs where kind like 'notification.%'`,
    );
    expect(queued.rows[0]).toMatchObject({ n: 0 });

    expect((await seedDemo(db)).created).toBe(false);
    expect((await db.select({ n: count() }).from(profiles))[0]?.n).toBe(40);
  });

  it("lets a newcomer sign in as the demo member with the documented password", async () => {
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(DEMO_SIGN_IN),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const me = await (await t.request("/api/me", { headers: { cookie } })).json();
    expect(me.profile).toMatchObject({ firstName: "Alex", lastName: "Rivera" });

    // The home feed opens with the community's news; the reported advert is well below.
    const feed = await (await t.request("/api/feeds/home", { headers: { cookie } })).json();
    const first = feed.posts.slice(0, 8).map((post: { content: string }) => post.content);
    expect(first).toHaveLength(8);
    for (const report of DEMO_REPORTS) expect(first).not.toContain(report.post);
  });
  it("puts each event on the day its name says, at a sensible hour on its own clock", async () => {
    // The community the first test seeded.
    const { db } = t.deps;
    const rows = await db
      .select({ name: events.eventName, start: events.startDate, zone: events.timeZone })
      .from(events);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      if (!row.start) continue;
      const wall = wallTimeIn(row.start, row.zone);
      const weekday = WEEKDAYS[new Date(`${wall.slice(0, 10)}T00:00:00Z`).getUTCDay()] ?? "";
      const named = WEEKDAYS.find((day) => row.name.includes(day));
      if (named) expect(`${row.name}: ${weekday}`).toBe(`${row.name}: ${named}`);
      const hour = Number(wall.slice(11, 13));
      expect(hour, `${row.name} starts at ${wall} in ${row.zone}`).toBeGreaterThanOrEqual(7);
      expect(hour, `${row.name} starts at ${wall} in ${row.zone}`).toBeLessThanOrEqual(19);
      expect(row.zone).not.toBe("UTC");
    }
  });
});

describe("the demo's volunteer hours (issue 29)", () => {
  it("gives the demo member a year of hours in every status, a queue to verify and a requirement to follow", async () => {
    // The community the first test seeded.
    const cookie = await demoCookie();
    const get = async (path: string) => (await t.request(path, { headers: { cookie } })).json();
    const totals = await get("/api/me/hours/totals");
    expect(totals.verified.minutes).toBeGreaterThan(10 * 60);
    expect(totals.verified.byYear.length).toBeGreaterThan(0);
    const statuses = await t.deps.db.execute(sql`select distinct status from volunteer_hour_logs`);
    expect(statuses.rows.map((row) => row.status).sort()).toEqual([
      "declined",
      "pending",
      "verified",
      "withdrawn",
    ]);
    const [foodBank] = await t.deps.db.select().from(groups).where(eq(groups.name, "Riverside Food Bank"));
    const queue = await get(`/api/groups/${foodBank?.groupId}/hours`);
    expect(queue.logs.length).toBeGreaterThan(0);
    const requirements = await get("/api/me/hours/requirements");
    expect(requirements.requirements).toMatchObject([
      { title: "Key Club service year", requiredMinutes: 2400, organisation: { name: "Key Club" } },
    ]);
    expect(requirements.requirements[0].own.minutes).toBeGreaterThan(0);
  });

  it("has the Warming Center under way: its host opens a kiosk and checks in a volunteer still expected", async () => {
    const cookie = await demoCookie();
    const [center] = await t.deps.db.select().from(events).where(eq(events.eventName, "Warming Center"));
    if (!center?.startDate || !center.endDate) throw new Error("no Warming Center in the demo");
    expect(center.startDate.getTime()).toBeLessThanOrEqual(Date.now());
    expect(center.endDate.getTime()).toBeGreaterThan(Date.now());

    const roster = await t.deps.db
      .select({ userId: shiftAssignments.userId, checkedInAt: shiftAssignments.checkedInAt })
      .from(shiftAssignments)
      .innerJoin(eventVolunteerShifts, eq(eventVolunteerShifts.shiftId, shiftAssignments.shiftId))
      .where(eq(eventVolunteerShifts.eventId, center.eventId));
    const arrived = roster.filter((row) => row.checkedInAt);
    expect(arrived).toHaveLength(3);
    for (const row of arrived) expect(row.checkedInAt?.getTime()).toBeLessThanOrEqual(Date.now());

    const opened = await t.request(`/api/events/${center.eventId}/kiosks`, {
      method: "POST",
      headers: { cookie, origin: t.deps.config.PUBLIC_URL, "content-type": "application/json" },
      body: "{}",
    });
    expect(opened.status).toBe(201);
    const { kiosk } = (await opened.json()) as { kiosk: { token: string } };
    const asKiosk = (path: string, init: RequestInit = {}) =>
      t.request(path, {
        ...init,
        headers: {
          [KIOSK_TOKEN_HEADER]: kiosk.token,
          origin: t.deps.config.PUBLIC_URL,
          "content-type": "application/json",
        },
      });
    const expected = roster.find((row) => !row.checkedInAt);
    const [profile] = await t.deps.db
      .select({ firstName: profiles.firstName })
      .from(profiles)
      .where(eq(profiles.userId, expected?.userId ?? ""));
    const found = (await (
      await asKiosk(`/api/kiosk/volunteers?q=${encodeURIComponent(profile?.firstName ?? "")}`)
    ).json()) as { volunteers: { userId: string; shiftId: string; state: string }[] };
    const volunteer = found.volunteers.find((one) => one.userId === expected?.userId);
    expect(volunteer).toMatchObject({ state: "expected" });
    const checkIn = await asKiosk("/api/kiosk/attendance", {
      method: "POST",
      body: JSON.stringify({ shiftId: volunteer?.shiftId, userId: volunteer?.userId, action: "check-in" }),
    });
    expect(checkIn.status).toBe(204);
  });

  it("gives the demo points, milestone badges and awards, and the alliance a report over its sub-organisations", async () => {
    const cookie = await demoCookie();
    const get = async (path: string) => (await t.request(path, { headers: { cookie } })).json();
    const [member] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_SIGN_IN.email));
    const milestones = await get(`/api/members/${member?.id}/milestones`);
    expect(JSON.stringify(milestones)).toContain("10 verified hours");
    const awarded = await get(`/api/members/${member?.id}/awards`);
    expect(JSON.stringify(awarded)).toContain("Volunteer of the Month");

    const [foodBank] = await t.deps.db.select().from(groups).where(eq(groups.name, "Riverside Food Bank"));
    const board = await get(`/api/groups/${foodBank?.groupId}/leaderboard?period=all`);
    expect(board.entries.length).toBeGreaterThan(2);

    const [alliance] = await t.deps.db.select().from(groups).where(eq(groups.name, "Green Streets Alliance"));
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const { report } = await get(`/api/groups/${alliance?.groupId}/report?from=${from}&to=${to}`);
    const names = report.hoursByOrganisation.map((row: { name: string }) => row.name);
    for (const name of ["Northside Tree Stewards", "Maple Park Watering Crew", "Eastside Tree Stewards"])
      expect(names).toContain(name);
    // Every verified minute of the alliance's tree in the period, once.
    const tree = await t.deps.db.execute<{ minutes: number }>(sql`
      select coalesce(sum(minutes), 0)::int as minutes from volunteer_hour_logs
      where status = 'verified' and work_date between ${from} and ${to}
        and group_id in (select group_id from groups where name in (
          'Green Streets Alliance', 'Tree Planting Team', 'Northside Tree Stewards',
          'Maple Park Watering Crew', 'Eastside Tree Stewards'))`);
    expect(report.summary.verifiedMinutes).toBe(tree.rows[0]?.minutes);
    expect(report.summary.verifiedMinutes).toBeGreaterThan(0);
  });
});
