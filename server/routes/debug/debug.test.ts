import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { parseConfig } from "../../env";
import { MEMBER_LIMITS } from "../../limits/member-rules";
import { recordNotification } from "../../notifications/record";
import { createTestApp, type TestApp } from "../../test/app";
import { createReport } from "../../test/community-factories";
import { createConnection } from "../../test/connection-factories";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createPost,
  createRegistration,
  type EntityFixture,
  type MemberFixture,
} from "../../test/factories";

/*
 * The diagnostic pages' API (issue 31): 401 signed out, 403 for a member, real data for a
 * platform admin, and for every member on a development install.
 */

const ADMIN_EMAIL = "debug.admin@example.org";
const LIMITED_ADMIN_EMAIL = "debug.limited@example.org";
let t: TestApp;
let site: Server;
let siteHost: string;
let admin: MemberFixture;
let limitedAdmin: MemberFixture;
let member: MemberFixture;
let host: MemberFixture;
let moderator: MemberFixture;
let organiserOwner: MemberFixture;
let organiser: EntityFixture;
let event: EntityFixture;

beforeAll(async () => {
  // A site on the open web, as far as the guard is told (LINK_PREVIEW_ALLOW_HOSTS).
  site = createServer((req, res) => {
    if (req.url === "/garden") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<html><head><title>Garden</title><meta property="og:title" content="Garden report"><meta property="og:site_name" content="Riverside"></head><body></body></html>`,
      );
    } else if (req.url === "/data.json") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{}");
    } else if (req.url === "/untitled") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html><head></head><body>No title here</body></html>");
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteHost = `127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp(
    { ADMIN_EMAILS: `${ADMIN_EMAIL},${LIMITED_ADMIN_EMAIL}`, LINK_PREVIEW_ALLOW_HOSTS: siteHost },
    {
      appDistDir: null,
      memberLimits: {
        ...MEMBER_LIMITS,
        debugLinkFetch: { ...MEMBER_LIMITS.debugLinkFetch, windows: [{ max: 8, windowSeconds: 600 }] },
      },
    },
  );
  const { db } = t.deps;
  admin = await createMember(db, { email: ADMIN_EMAIL, firstName: "Ada", lastName: "Admin" });
  limitedAdmin = await createMember(db, { email: LIMITED_ADMIN_EMAIL });
  member = await createMember(db, { email: "mo.member@example.org", firstName: "Mo", lastName: "Member" });
  host = await createMember(db, { firstName: "Hana", lastName: "Host" });
  moderator = await createMember(db, { firstName: "Mia", lastName: "Moderator" });
  organiserOwner = await createMember(db, { firstName: "Olu", lastName: "Owner" });
  organiser = await createGroup(db, { visibility: "private", owner: organiserOwner });
  event = await createEvent(db, { visibility: "private", host, organiser, name: "Night shelter shift" });
  await addMember(db, event, moderator, "moderator");
  await createRegistration(db, event, moderator);
});
afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await t?.close();
});

/** The same database and sessions, configured as a development install. */
function developmentInstall() {
  const config = parseConfig({
    DATA_DIR: t.deps.config.DATA_DIR,
    LOG_LEVEL: "silent",
    NODE_ENV: "development",
    ADMIN_EMAILS: ADMIN_EMAIL,
    PUBLIC_URL: t.deps.config.PUBLIC_URL,
  });
  return createApp({ ...t.deps, config }, { appDistDir: null });
}

const explained = (
  body: {
    sections: {
      title: string;
      decisions: { action: string; on: string | null; allowed: boolean; rule: string }[];
    }[];
  },
  title: string,
  action: string,
  on: string | null = null,
) => body.sections.find((s) => s.title === title)?.decisions.find((d) => d.action === action && d.on === on);

describe("GET /api/debug/event-admin-test", () => {
  const path = () => `/api/debug/event-admin-test?eventId=${event.id}&userId=${moderator.id}`;

  it("refuses visitors (401) and members (403)", async () => {
    expect((await t.request(path())).status).toBe(401);
    const refused = await t.as(member).get(path());
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe("The diagnostic pages are for the platform's admins.");
  });

  it("shows a platform admin every decision for the member, each with the rule that made it", async () => {
    const response = await t.as(admin).get(path());
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.event).toMatchObject({ id: event.id, name: "Night shelter shift", visibility: "private" });
    expect(body.event.organiser).toBe(`group-${organiser.id}`);
    expect(body.member).toMatchObject({ id: moderator.id, name: "Mia Moderator", isPlatformAdmin: false });
    expect(body.standing).toMatchObject({
      membership: { role: "moderator", status: "active" },
      effectiveRole: "moderator",
      isHost: false,
      registered: true,
    });
    expect(explained(body, "The event", "moderate")).toMatchObject({ allowed: true });
    expect(explained(body, "The event", "moderate")?.rule).toContain("their own role here, moderator");
    expect(explained(body, "The event", "update")).toMatchObject({ allowed: false });
    expect(explained(body, "Its subgroups", "join")?.allowed).toBe(true);
    expect(explained(body, "Other members' memberships", "remove", "a member")?.allowed).toBe(false);
    // The secret-free member: an admin sees the address, nothing else of the account.
    expect(JSON.stringify(body)).not.toContain("password");
  });

  it("names rights inherited from the organiser, and the host's", async () => {
    const owner = await (
      await t.as(admin).get(`/api/debug/event-admin-test?eventId=${event.id}&userId=${organiserOwner.id}`)
    ).json();
    expect(explained(owner, "The event", "delete")?.rule).toContain(
      "owner, inherited from a group or partnership above",
    );
    expect(explained(owner, "Its organising group or partnership", "change")).toMatchObject({
      allowed: true,
      rule: "They own the current organiser.",
    });
    const hosted = await (
      await t.as(admin).get(`/api/debug/event-admin-test?eventId=${event.id}&userId=${host.id}`)
    ).json();
    expect(explained(hosted, "The event", "update")?.rule).toContain("hosting the event");
    expect(explained(hosted, "Its organising group or partnership", "change")?.allowed).toBe(false);
  });

  it("answers 404 for an event or a member that does not exist", async () => {
    expect(
      (await t.as(admin).get(`/api/debug/event-admin-test?eventId=999999&userId=${member.id}`)).status,
    ).toBe(404);
    expect(
      (await t.as(admin).get(`/api/debug/event-admin-test?eventId=${event.id}&userId=${crypto.randomUUID()}`))
        .status,
    ).toBe(404);
  });

  it("opens to every member on a development install, without other members' addresses", async () => {
    const dev = developmentInstall();
    const response = await dev.request(`http://localhost${path()}`, {
      headers: { cookie: await t.as(member).cookie() },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.member.email).toBeNull();
    const asAdmin = await (
      await t.as(admin).get(`/api/debug/event-admin-test?eventId=${event.id}&userId=${member.id}`)
    ).json();
    expect(asAdmin.member.email).toBe("mo.member@example.org");
  });
});

describe("GET /api/debug/entity-posts", () => {
  it("refuses visitors and members", async () => {
    const path = `/api/debug/entity-posts?type=event&id=${event.id}`;
    expect((await t.request(path)).status).toBe(401);
    expect((await t.as(member).get(path)).status).toBe(403);
  });

  it("shows an entity's posts as stored, with the link's preview row and reports, a page at a time", async () => {
    const { db } = t.deps;
    const group = await createGroup(db, { name: "Stored posts club", visibility: "private" });
    const linked = await createPost(db, moderator, {
      target: group,
      content: "See the garden report",
      link: { url: "https://example.org/garden", title: "Garden report", status: "ok" },
      createdAt: new Date("2026-01-01T10:00:00Z"),
    });
    await createReport(db, { reporter: member, entity: group, postId: linked.id });
    for (let i = 0; i < 21; i++) await createPost(db, moderator, { target: group, content: `Note ${i}` });
    const first = await (await t.as(admin).get(`/api/debug/entity-posts?type=group&id=${group.id}`)).json();
    expect(first.source).toEqual({ type: "group", id: String(group.id), name: "Stored posts club" });
    expect(first.total).toBe(22);
    expect(first.posts).toHaveLength(20);
    const second = await (
      await t.as(admin).get(`/api/debug/entity-posts?type=group&id=${group.id}&cursor=${first.nextCursor}`)
    ).json();
    expect(second.posts).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const stored = second.posts.at(-1);
    expect(stored).toMatchObject({
      id: linked.id,
      authorName: "Mia Moderator",
      content: "See the garden report",
      targetType: "group",
      groupId: group.id,
      linkUrl: "https://example.org/garden",
      media: [],
      likeCount: 0,
      linkPreview: { url: "https://example.org/garden", title: "Garden report", status: "ok" },
      moderation: { openReports: 1, allReports: 1 },
    });
  });

  it("reads a member's profile posts, and refuses a profile id that is not a member's", async () => {
    await createPost(t.deps.db, host, { content: "On my own profile" });
    const body = await (await t.as(admin).get(`/api/debug/entity-posts?type=profile&id=${host.id}`)).json();
    expect(body.source.name).toBe("Hana Host");
    expect(body.posts.map((p: { content: string }) => p.content)).toContain("On my own profile");
    expect((await t.as(admin).get("/api/debug/entity-posts?type=profile&id=12")).status).toBe(422);
    expect((await t.as(admin).get("/api/debug/entity-posts?type=group&id=999999")).status).toBe(404);
  });
});

describe("POST /api/debug/smart-links", () => {
  const tryLink = (who: MemberFixture, url: string) => t.as(who).send("/api/debug/smart-links", { url });

  it("refuses visitors and members, before fetching anything", async () => {
    const visitor = await t.request("/api/debug/smart-links", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ url: `http://${siteHost}/garden` }),
    });
    expect(visitor.status).toBe(401);
    expect((await tryLink(member, `http://${siteHost}/garden`)).status).toBe(403);
  });

  it("fetches the page as the preview job does and shows its preview and tags", async () => {
    const body = await (await tryLink(admin, `http://${siteHost}/garden`)).json();
    expect(body).toMatchObject({
      status: "ok",
      reason: null,
      preview: { title: "Garden report", siteName: "Riverside" },
      response: { httpStatus: 200, truncated: false },
      title: "Garden",
      stored: null,
    });
    expect(body.meta).toContainEqual(["og:title", "Garden report"]);
  });

  it("says why there is no preview", async () => {
    const reasons = [];
    for (const url of [
      "http://10.0.0.1/admin",
      `http://${siteHost}/data.json`,
      `http://${siteHost}/missing`,
      `http://${siteHost}/untitled`,
    ]) {
      const body = await (await tryLink(admin, url)).json();
      reasons.push([body.status, body.reason]);
    }
    expect(reasons).toEqual([
      ["blocked", "The guard refused it: 10.0.0.1 is an address inside."],
      ["failed", "The page is not HTML (application/json)."],
      ["failed", "The page answered HTTP 404."],
      ["failed", "The page names no title (og:title, twitter:title or <title>)."],
    ]);
  });

  it("counts each try against the member's limit", async () => {
    for (let i = 0; i < 8; i++) expect((await tryLink(limitedAdmin, "http://10.0.0.1/")).status).toBe(200);
    const refused = await tryLink(limitedAdmin, "http://10.0.0.1/");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(MEMBER_LIMITS.debugLinkFetch.message);
  });
});

describe("GET /api/debug/social-sharing/:postId", () => {
  it("refuses visitors and members", async () => {
    const post = await createPost(t.deps.db, host);
    expect((await t.request(`/api/debug/social-sharing/${post.id}`)).status).toBe(401);
    expect((await t.as(member).get(`/api/debug/social-sharing/${post.id}`)).status).toBe(403);
  });

  it("shows the tags a link unfurler reads from /post/{id}, and the card they make", async () => {
    const post = await createPost(t.deps.db, host, { content: "Harvest day & friends" });
    const body = await (await t.as(admin).get(`/api/debug/social-sharing/${post.id}`)).json();
    const tag = (name: string) => body.tags.find((entry: { name: string }) => entry.name === name)?.content;
    expect(body.shareable).toBe(true);
    expect(tag("og:title")).toBe("Hana Host on Common Ground");
    expect(tag("og:description")).toBe("Harvest day & friends");
    expect(tag("twitter:card")).toBe("summary");
    expect(tag("og:url")).toBe(body.pageUrl);
    expect(body.head).toContain('<meta property="og:description" content="Harvest day &amp; friends" />');
    expect(body.card).toMatchObject({ title: "Hana Host on Common Ground", large: false });
  });

  it("shows the site's own card for a post of a private group", async () => {
    const post = await createPost(t.deps.db, organiserOwner, { target: organiser, content: "Members only" });
    const body = await (await t.as(admin).get(`/api/debug/social-sharing/${post.id}`)).json();
    expect(body.shareable).toBe(false);
    expect(JSON.stringify(body)).not.toContain("Members only");
    expect((await t.as(admin).get(`/api/debug/social-sharing/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe("/api/debug/posts/:postId", () => {
  it("refuses visitors and members on each of its routes", async () => {
    const post = await createPost(t.deps.db, host);
    for (const suffix of ["", "/audience", "/notifications"]) {
      expect((await t.request(`/api/debug/posts/${post.id}${suffix}`)).status).toBe(401);
      expect((await t.as(member).get(`/api/debug/posts/${post.id}${suffix}`)).status).toBe(403);
    }
  });

  it("lists who a private event's post reaches, and why", async () => {
    const post = await createPost(t.deps.db, moderator, { target: event, content: "Shift swap?" });
    expect((await (await t.as(admin).get(`/api/debug/posts/${post.id}`)).json()).post).toMatchObject({
      id: post.id,
      eventId: event.id,
      content: "Shift swap?",
    });
    const audience = await (await t.as(admin).get(`/api/debug/posts/${post.id}/audience`)).json();
    expect(audience.everyMember).toBe(false);
    expect(audience.rule).toContain("Only those who may view the private event");
    const reasons = Object.fromEntries(
      audience.members.map((m: { name: string; reasons: string }) => [m.name, m.reasons]),
    );
    expect(reasons).toEqual({
      "Mia Moderator": "author, member (moderator)",
      "Hana Host": "host",
      "Olu Owner": "runs it from above (owner)",
    });
    expect(audience.reached).toBe(3);
  });

  it("lists a profile post's reach through connections, a page at a time", async () => {
    const { db } = t.deps;
    const author = await createMember(db);
    for (let i = 0; i < 26; i++) await createConnection(db, author, await createMember(db), "accepted");
    const post = await createPost(db, author);
    const first = await (await t.as(admin).get(`/api/debug/posts/${post.id}/audience`)).json();
    expect(first.everyMember).toBe(true);
    expect(first.reached).toBe(27);
    expect(first.members).toHaveLength(25);
    const second = await (
      await t.as(admin).get(`/api/debug/posts/${post.id}/audience?after=${first.nextCursor}`)
    ).json();
    expect(second.members).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(
      [...first.members, ...second.members].filter(
        (m: { reasons: string }) => m.reasons === "connection of the author",
      ),
    ).toHaveLength(26);
  });

  it("shows who was notified, and each notification's e-mail and push jobs", async () => {
    const { db } = t.deps;
    const post = await createPost(db, host, { content: "Thanks all" });
    const id = (
      await recordNotification(db, {
        userId: member.id,
        type: "like",
        message: "Mo Member liked your post",
        activityPostId: post.id,
        notificationUrl: `/posts/${post.id}`,
      })
    ).id;
    const body = await (await t.as(admin).get(`/api/debug/posts/${post.id}/notifications`)).json();
    expect(body.notifications).toHaveLength(1);
    const [notification] = body.notifications;
    expect(notification).toMatchObject({
      id,
      recipient: { id: member.id, name: "Mo Member" },
      type: "like",
      inApp: { read: false },
    });
    expect(notification.email).toHaveLength(1);
    expect(notification.email[0]).toMatchObject({ status: "queued", attempts: 0, deferred: false });
    expect(notification.push).toHaveLength(1);
    expect(notification.push[0]).toMatchObject({ status: "queued", devicesSent: null });
    expect(body.nextCursor).toBeNull();
  });
});
