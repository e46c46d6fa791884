import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Awareness, encodeAwarenessUpdate } from "y-protocols/awareness";
import * as Y from "yjs";
import { awards, volunteerHourLogs } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";
import { createTestApp, type TestApp } from "../test/app";
import {
  addMember,
  assignShift,
  createEvent,
  createGroup,
  createMember,
  createPost,
  createShift,
  type MemberFixture,
} from "../test/factories";
import { pngImage, uploadForm } from "../test/images";
import { addParagraph, createWorkspacePageRow, pagesPath, postUpdate } from "../test/workspace";
import { MEMBER_LIMITS, type MemberLimitName, type MemberLimitRules } from "./member-rules";

/**
 * The per-member limits on writes (member-rules.ts, MEMBER_LIMITS; decisions.md "Limits on members'
 * writes") through the real routes: the write after the allowance is refused in words with
 * Retry-After, another member is untouched, the window's end lets the member write again, and a
 * write refused by validation or authorisation costs nothing.
 */
let t: TestApp;
let now = Date.parse("2026-11-23T09:00:00Z");
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({}, { appDistDir: null, clock: () => now });
  png = await pngImage(8, 8);
});
afterAll(async () => {
  await t?.close();
});

interface LimitedAction {
  name: MemberLimitName;
  /** One write by the member that passes every check; `n` numbers it. */
  write(member: MemberFixture, n: number): Promise<Response>;
  /** A write the route refuses before counting, and the status it refuses it with. */
  mistake(member: MemberFixture): Promise<Response>;
  mistakeStatus: number;
  /**
   * The mistake counts too: an upload is counted before a byte of it is read, since receiving a
   * refused one costs the server as much (issue 26).
   */
  mistakesCount?: boolean;
}

const upload = (member: MemberFixture, bucket: string, data: Buffer, name: string) =>
  t
    .as(member)
    .request(`/api/uploads/${bucket}`, { method: "POST", body: uploadForm(data, name, "image/png") });

const ACTIONS: LimitedAction[] = [
  {
    name: "post",
    write: (member, n) => t.as(member).send("/api/posts", { content: `Update number ${n}` }),
    mistake: (member) => t.as(member).send("/api/posts", { content: " \n " }),
    mistakeStatus: 422,
  },
  {
    name: "post",
    write: (member, n) => t.as(member).send("/api/posts", { content: `Update number ${n}` }),
    // Authorisation: a private group the member is not in.
    mistake: async (member) => {
      const group = await createGroup(t.deps.db, { visibility: "private" });
      return t.as(member).send("/api/posts", { content: "Hello", target: { type: "group", id: group.id } });
    },
    mistakeStatus: 403,
  },
  {
    name: "comment",
    write: async (member, n) => {
      const post = await postOf(member);
      return t.as(member).send(`/api/posts/${post.id}/comments`, { content: `Reply ${n}` });
    },
    mistake: async (member) => {
      const post = await postOf(member);
      return t.as(member).send(`/api/posts/${post.id}/comments`, { content: "" });
    },
    mistakeStatus: 422,
  },
  {
    name: "contentEdit",
    write: async (member, n) => {
      const post = await ownPostOf(member);
      return t.as(member).send(`/api/posts/${post.id}`, { content: `Edited ${n}` }, "PATCH");
    },
    mistake: async (member) => {
      const post = await ownPostOf(member);
      return t.as(member).send(`/api/posts/${post.id}`, { content: " " }, "PATCH");
    },
    mistakeStatus: 422,
  },
  {
    name: "communityCreate",
    write: (member, n) => t.as(member).send("/api/groups", { name: `Class ${n}`, visibility: "public" }),
    mistake: (member) => t.as(member).send("/api/groups", { name: " ", visibility: "public" }),
    mistakeStatus: 422,
  },
  {
    name: "invitation",
    write: async (member, n) =>
      t.as(member).send(`/api/groups/${(await groupRunBy(member)).id}/invitations`, {
        emails: [`guest-${n}@example.org`],
      }),
    mistake: async (member) =>
      t
        .as(member)
        .send(`/api/groups/${(await groupRunBy(member)).id}/invitations`, { emails: ["not an address"] }),
    mistakeStatus: 422,
  },
  {
    name: "connectionRequest",
    write: async (member) => {
      const other = await createMember(t.deps.db);
      return t.as(member).send("/api/connections", { userId: other.id });
    },
    mistake: (member) => t.as(member).send("/api/connections", { userId: member.id }),
    mistakeStatus: 403,
  },
  {
    name: "upload",
    write: (member, n) => upload(member, "post-media", png, `photo-${n}.png`),
    // Not an image, whatever its name says.
    mistake: (member) => upload(member, "post-media", Buffer.from("not a picture"), "photo.png"),
    mistakeStatus: 415,
    mistakesCount: true,
  },
  {
    name: "like",
    // Liking and unliking in turn: both count.
    write: async (member, n) => {
      const post = await postOf(member);
      const path = `/api/posts/${post.id}/like`;
      return n % 2 ? t.as(member).request(path, { method: "DELETE" }) : t.as(member).send(path, {}, "PUT");
    },
    mistake: (member) => t.as(member).send(`/api/posts/${crypto.randomUUID()}/like`, {}, "PUT"),
    mistakeStatus: 404,
  },
  {
    name: "attendance",
    // Checking the volunteer in and undoing it in turn: both count.
    write: async (member, n) =>
      t.as(member).send(await rosterOf(member), { action: n % 2 ? "undo" : "check-in" }),
    mistake: async (member) => t.as(member).send(await rosterOf(member), { action: "teleport" }),
    mistakeStatus: 422,
  },
  {
    name: "hourLog",
    // For a group of the member's own: no supervisor is mailed.
    write: async (member, n) =>
      t.as(member).send("/api/me/hours", {
        workDate: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
        minutes: 30 + n,
        organisation: { kind: "group", id: (await groupRunBy(member)).id },
      }),
    mistake: (member) =>
      t.as(member).send("/api/me/hours", {
        workDate: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
        minutes: 0,
        organisation: { kind: "outside", name: "Food Bank", supervisorEmail: "sam@food.example" },
      }),
    mistakeStatus: 422,
  },
  {
    name: "supervisorMail",
    // Each log for an outside organisation mails its supervisor.
    write: (member, n) =>
      t.as(member).send("/api/me/hours", {
        workDate: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
        minutes: 30 + n,
        organisation: { kind: "outside", name: "Food Bank", supervisorEmail: "sam@food.example" },
      }),
    mistake: (member) =>
      t.as(member).send("/api/me/hours", {
        workDate: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
        minutes: 0,
        organisation: { kind: "outside", name: "Food Bank", supervisorEmail: "sam@food.example" },
      }),
    mistakeStatus: 422,
  },
  {
    name: "hourDecision",
    // Deciding the same log again is answered (skipped, already decided) and counts all the same.
    write: async (member) =>
      t
        .as(member)
        .send(await decisionsOf(member), { logIds: [await queuedLogOf(member)], decision: "verified" }),
    mistake: async (member) =>
      t.as(member).send(await decisionsOf(member), { logIds: [], decision: "verified" }),
    mistakeStatus: 422,
  },
  {
    name: "transcript",
    write: async (member) => {
      await verifiedLogOf(member);
      return t.as(member).send("/api/me/transcripts", { from: "2026-10-01", to: "2026-10-31" });
    },
    mistake: (member) => t.as(member).send("/api/me/transcripts", { from: "2026-10-31", to: "2026-10-01" }),
    mistakeStatus: 422,
  },
  {
    name: "transcriptDownload",
    write: async (member) => t.as(member).get(`/api/me/transcripts/${await transcriptOf(member)}/pdf`),
    mistake: (member) => t.as(member).get("/api/me/transcripts/ZZZZZZZZZZ/pdf"),
    mistakeStatus: 404,
  },
  {
    name: "requirement",
    write: async (member, n) =>
      t.as(member).send(`/api/groups/${(await groupRunBy(member)).id}/requirements`, {
        title: `Programme ${n}`,
        hours: 10,
        from: "2026-09-01",
        to: "2027-05-31",
      }),
    mistake: async (member) =>
      t.as(member).send(`/api/groups/${(await groupRunBy(member)).id}/requirements`, {
        title: "No hours",
        hours: 0,
        from: "2026-09-01",
        to: "2027-05-31",
      }),
    mistakeStatus: 422,
  },
  {
    name: "valueRate",
    write: async (member, n) =>
      t.as(member).send(`/api/groups/${(await groupRunBy(member)).id}/value-rates`, {
        amount: `${30 + (n % 10)}.00`,
        dataYear: 2025,
        source: "State figure",
      }),
    mistake: async (member) =>
      t.as(member).send(`/api/groups/${(await groupRunBy(member)).id}/value-rates`, {
        amount: "free",
        dataYear: 2025,
        source: "State figure",
      }),
    mistakeStatus: 422,
  },
  {
    name: "reportPdf",
    write: async (member) =>
      t
        .as(member)
        .get(`/api/groups/${(await groupRunBy(member)).id}/report/pdf?from=2026-01-01&to=2026-12-31`),
    mistake: async (member) =>
      t
        .as(member)
        .get(`/api/groups/${(await groupRunBy(member)).id}/report/pdf?from=2026-12-01&to=2026-01-01`),
    mistakeStatus: 422,
  },
  {
    name: "hourShare",
    // Sharing and stopping in turn: both count.
    write: async (member, n) => {
      const path = `/api/groups/${(await groupRunBy(member)).id}/hour-share`;
      return n % 2 ? t.as(member).request(path, { method: "DELETE" }) : t.as(member).send(path, {}, "PUT");
    },
    mistake: (member) => t.as(member).send("/api/groups/2147483647/hour-share", {}, "PUT"),
    mistakeStatus: 404,
  },
  {
    name: "awardGive",
    write: async (member, n) =>
      t
        .as(member)
        .send(await awardsOf(member), { recipientIds: [await awardeeOf(member)], title: `Star ${n}` }),
    mistake: async (member) =>
      t.as(member).send(await awardsOf(member), { recipientIds: [await awardeeOf(member)], title: " " }),
    mistakeStatus: 422,
  },
  {
    name: "awardRevoke",
    // A fresh award each time: one revoked already is answered 409 before it counts.
    write: async (member) => {
      const group = await groupRunBy(member);
      const [row] = await t.deps.db
        .insert(awards)
        .values({ recipientId: await awardeeOf(member), groupId: group.id, title: "Star" })
        .returning({ id: awards.id });
      return t.as(member).send(`${await awardsOf(member)}/${row?.id}/revoke`, { reason: "By mistake." });
    },
    mistake: async (member) =>
      t.as(member).send(`${await awardsOf(member)}/${crypto.randomUUID()}/revoke`, { reason: " " }),
    mistakeStatus: 422,
  },
  {
    name: "awardHide",
    // Hiding and showing in turn: both count.
    write: async (member, n) =>
      t.as(member).send(`/api/me/awards/${await ownAwardOf(member)}`, { hidden: n % 2 === 0 }, "PATCH"),
    mistake: async (member) =>
      t.as(member).send(`/api/me/awards/${await ownAwardOf(member)}`, { hidden: "yes" }, "PATCH"),
    mistakeStatus: 422,
  },
  {
    name: "workspacePage",
    write: async (member, n) =>
      t.as(member).send(pagesPath(await groupRunBy(member)), { title: `Chapter ${n}` }),
    mistake: async (member) => t.as(member).send(pagesPath(await groupRunBy(member)), { title: " " }),
    mistakeStatus: 422,
  },
];

/** A group the member owns, for the workspace's pages. */
const ownGroups = new Map<string, EntityRef>();
async function groupRunBy(member: MemberFixture) {
  let group = ownGroups.get(member.id);
  if (!group) {
    group = await createGroup(t.deps.db, { owner: member });
    ownGroups.set(member.id, group);
  }
  return group;
}

/** The awards path of a group the member runs, and a member of it to award (issue 30). */
const awardsOf = async (member: MemberFixture) => `/api/groups/${(await groupRunBy(member)).id}/awards`;
const awardees = new Map<string, string>();
async function awardeeOf(member: MemberFixture) {
  let id = awardees.get(member.id);
  if (!id) {
    const awardee = await createMember(t.deps.db);
    await addMember(t.deps.db, await groupRunBy(member), awardee);
    id = awardee.id;
    awardees.set(member.id, id);
  }
  return id;
}
/** An award of the member's own, which they hide and show. */
const ownAwards = new Map<string, string>();
async function ownAwardOf(member: MemberFixture) {
  let id = ownAwards.get(member.id);
  if (!id) {
    const [row] = await t.deps.db
      .insert(awards)
      .values({ recipientId: member.id, groupId: (await createGroup(t.deps.db)).id, title: "Star" })
      .returning({ id: awards.id });
    id = row?.id as string;
    ownAwards.set(member.id, id);
  }
  return id;
}

/** The decisions path of a group the member runs, and a log of someone else's credited to it. */
const decisionsOf = async (member: MemberFixture) =>
  `/api/groups/${(await groupRunBy(member)).id}/hours/decisions`;
const queuedLogs = new Map<string, string>();
async function queuedLogOf(member: MemberFixture) {
  let id = queuedLogs.get(member.id);
  if (!id) {
    const [log] = await t.deps.db
      .insert(volunteerHourLogs)
      .values({
        userId: (await createMember(t.deps.db)).id,
        source: "self",
        workDate: "2026-11-01",
        minutes: 60,
        groupId: (await groupRunBy(member)).id,
      })
      .returning({ id: volunteerHourLogs.id });
    id = log?.id as string;
    queuedLogs.set(member.id, id);
  }
  return id;
}

/** One verified log of the member's own in October 2026, for their transcripts. */
const verifiedLogs = new Set<string>();
async function verifiedLogOf(member: MemberFixture) {
  if (verifiedLogs.has(member.id)) return;
  await t.deps.db
    .insert(volunteerHourLogs)
    .values({ userId: member.id, source: "self", workDate: "2026-10-05", minutes: 60, status: "verified" });
  verifiedLogs.add(member.id);
}

/** One transcript of the member's own, issued once, by its code. */
const transcripts = new Map<string, string>();
async function transcriptOf(member: MemberFixture) {
  let code = transcripts.get(member.id);
  if (!code) {
    await verifiedLogOf(member);
    const issued = await t.as(member).send("/api/me/transcripts", { from: "2026-10-01", to: "2026-10-31" });
    code = (await issued.json()).transcript.code as string;
    transcripts.set(member.id, code);
  }
  return code;
}

/** For each member, the attendance path of a volunteer on a shift under way of an event they host. */
const rosters = new Map<string, string>();
async function rosterOf(member: MemberFixture) {
  let path = rosters.get(member.id);
  if (!path) {
    const event = await createEvent(t.deps.db, { host: member });
    const start = Date.now() - 30 * 60_000;
    const shift = await createShift(t.deps.db, event, {
      start: new Date(start),
      end: new Date(start + 3 * 3_600_000),
    });
    const volunteer = await createMember(t.deps.db);
    await assignShift(t.deps.db, shift.shiftId, volunteer);
    path = `/api/events/${event.id}/shifts/${shift.shiftId}/volunteers/${volunteer.id}/attendance`;
    rosters.set(member.id, path);
  }
  return path;
}

/** One post by someone else for each member to comment on and like. */
const posts = new Map<string, { id: string }>();
async function postOf(member: MemberFixture) {
  let post = posts.get(member.id);
  if (!post) {
    post = await createPost(t.deps.db, await createMember(t.deps.db));
    posts.set(member.id, post);
  }
  return post;
}

/** One post of the member's own, to edit. */
const ownPosts = new Map<string, { id: string }>();
async function ownPostOf(member: MemberFixture) {
  let post = ownPosts.get(member.id);
  if (!post) {
    post = await createPost(t.deps.db, member);
    ownPosts.set(member.id, post);
  }
  return post;
}

/** Sends `count` writes, each of which must succeed. */
async function writeMany(action: LimitedAction, member: MemberFixture, count: number, from = 0) {
  for (let n = from; n < from + count; n++) {
    const response = await action.write(member, n);
    expect(response.status, `${action.name} ${n + 1}: ${await response.clone().text()}`).toBeLessThan(300);
  }
}

describe("per-member limits on writes", () => {
  for (const action of ACTIONS) {
    const limit = MEMBER_LIMITS[action.name];
    const first = limit.windows[0];
    if (!first) throw new Error(`${action.name} has no window`);

    it(`${action.name}: ${first.max} per ${first.windowSeconds} s, then 429 until the window ends (mistakes: ${action.mistakeStatus}, ${action.mistakesCount ? "counted" : "not counted"})`, {
      timeout: 60_000,
    }, async () => {
      const member = await createMember(t.deps.db);
      const other = await createMember(t.deps.db);
      const start = now;
      // Mistakes first: had they counted (when they should not), the allowance would run out
      // before its last write; when they should, it runs out three writes early.
      for (let i = 0; i < 3; i++) expect((await action.mistake(member)).status).toBe(action.mistakeStatus);
      await writeMany(action, member, action.mistakesCount ? first.max - 3 : first.max);

      const refused = await action.write(member, first.max);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe(String(first.windowSeconds));
      expect((await refused.json()).error).toMatchObject({ code: "rate_limited", message: limit.message });
      // A mistake is still answered as a mistake, not as over the limit (unless it counts).
      expect((await action.mistake(member)).status).toBe(action.mistakesCount ? 429 : action.mistakeStatus);
      // Another member writes as usual.
      await writeMany(action, other, 1);

      // A second before the window ends: still refused, told to wait that second.
      now = start + first.windowSeconds * 1000 - 1000;
      const late = await action.write(member, first.max + 1);
      expect(late.status).toBe(429);
      expect(late.headers.get("retry-after")).toBe("1");
      // The window's end: a new allowance.
      now = start + first.windowSeconds * 1000;
      await writeMany(action, member, 1, first.max + 2);
    });
  }

  it("eventCreate: counted by the dates made, a year of weekly dates is 52", async () => {
    const member = await createMember(t.deps.db);
    const [hourly] = MEMBER_LIMITS.eventCreate.windows;
    if (!hourly) throw new Error("eventCreate has a window");
    const series = (count: number) => ({
      name: "Sunday Pantry",
      startDate: "2027-01-03T15:00:00.000Z",
      endDate: "2027-01-03T17:00:00.000Z",
      timeZone: "America/New_York",
      recurrence: { frequency: "weekly", count },
    });
    const full = Math.floor(hourly.max / 52);
    for (let i = 0; i < full; i++)
      expect((await t.as(member).send("/api/events", series(52))).status).toBe(201);
    // What is left of the hour takes a shorter series, not another year of dates.
    const left = hourly.max - full * 52;
    expect((await t.as(member).send("/api/events", series(left + 1))).status).toBe(429);
    expect((await t.as(member).send("/api/events", series(left))).status).toBe(201);
    const refused = await t.as(member).send("/api/events", { name: "One more" });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(MEMBER_LIMITS.eventCreate.message);
  });

  it("connectionRequest: 200 a day across the hourly windows", { timeout: 120_000 }, async () => {
    const member = await createMember(t.deps.db);
    const action = ACTIONS.find((a) => a.name === "connectionRequest");
    if (!action) throw new Error("no connection action");
    const [hourly, daily] = MEMBER_LIMITS.connectionRequest.windows;
    if (!hourly || !daily) throw new Error("connection requests have two windows");
    const start = now;
    let sent = 0;
    for (let hour = 0; sent < daily.max; hour++) {
      now = start + hour * hourly.windowSeconds * 1000;
      const count = Math.min(hourly.max, daily.max - sent);
      await writeMany(action, member, count, sent);
      sent += count;
    }
    // A new hour: its window would allow, the day's does not.
    now += hourly.windowSeconds * 1000;
    const refused = await action.write(member, sent);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(MEMBER_LIMITS.connectionRequest.message);
    // Told to wait for the day's window, not the hour's.
    expect(Number(refused.headers.get("retry-after"))).toBe(
      (start + daily.windowSeconds * 1000 - now) / 1000,
    );
    now = start + daily.windowSeconds * 1000;
    await writeMany(action, member, 1, sent + 1);
  });
});

describe("the workspace editing limit", () => {
  it("counts a page's changes and caret messages together, and refuses the one past it in words", async () => {
    // Production's allowance is 12,000 in ten minutes; the same rule with three shows its working.
    const rules: MemberLimitRules = {
      ...MEMBER_LIMITS,
      workspaceEdit: { ...MEMBER_LIMITS.workspaceEdit, windows: [{ max: 3, windowSeconds: 600 }] },
    };
    const small = await createTestApp({}, { appDistDir: null, memberLimits: rules });
    try {
      const owner = await createMember(small.deps.db);
      const group = await createGroup(small.deps.db, { owner });
      const pageId = await createWorkspacePageRow(small.deps.db, group);
      const client = small.as(owner);
      const doc = new Y.Doc();
      expect(
        (await postUpdate(client, pagesPath(group, pageId, "updates"), addParagraph(doc, "One"))).status,
      ).toBe(200);
      expect(
        (await postUpdate(client, pagesPath(group, pageId, "updates"), addParagraph(doc, "Two"))).status,
      ).toBe(200);
      const caret = await client.request(pagesPath(group, pageId, "awareness"), {
        method: "POST",
        headers: { "content-type": "application/octet-stream" },
        body: Buffer.from(awarenessMessage(doc)),
      });
      expect(caret.status).toBe(200);
      // A broken update is refused as such, and costs nothing.
      const broken = await postUpdate(client, pagesPath(group, pageId, "updates"), new Uint8Array([1, 2, 3]));
      expect(broken.status).toBe(400);
      const refused = await postUpdate(
        client,
        pagesPath(group, pageId, "updates"),
        addParagraph(doc, "Three"),
      );
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.message).toBe(
        "You are editing too fast. Please wait a moment and try again.",
      );
    } finally {
      await small.close();
    }
  });
});

/** The member's own caret as the editor announces it (y-protocols awareness). */
function awarenessMessage(doc: Y.Doc): Uint8Array {
  const awareness = new Awareness(doc);
  awareness.setLocalState({ cursor: null, user: { name: "Anyone" } });
  const message = encodeAwarenessUpdate(awareness, [doc.clientID]);
  awareness.destroy();
  return message;
}
