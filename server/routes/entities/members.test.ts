import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../background";
import { moderationLog, notifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { addMember, createGroup, createMember, type MemberFixture } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const person = (firstName: string) => createMember(t.deps.db, { firstName, lastName: "Tester" });
const runJobs = () =>
  createBackgroundWorker({
    config: t.deps.config,
    database: t.deps.database,
    logger: t.deps.logger,
    transport: null,
  }).runDue();
const inbox = (member: MemberFixture) =>
  t.deps.db
    .select({ type: notifications.type, message: notifications.message, url: notifications.notificationUrl })
    .from(notifications)
    .where(eq(notifications.userId, member.id))
    .orderBy(notifications.createdAt);

async function community(visibility: "public" | "private", name = "Riverside Gardeners") {
  const owner = await person("Olive");
  const group = await createGroup(t.deps.db, { name, visibility, owner });
  return { owner, group, path: `/api/groups/${group.id}` };
}

async function names(path: string, member: MemberFixture) {
  const { members } = await (await t.as(member).get(`${path}/members`)).json();
  return members.map(
    (row: { member: { firstName: string }; role: string }) => `${row.member.firstName}:${row.role}`,
  );
}

describe("joining and leaving", () => {
  it("lets a member join a public group at once, and leave it", async () => {
    const { owner, path } = await community("public");
    const ada = await person("Ada");
    const joined = await t.as(ada).send(`${path}/membership`, {});
    expect(joined.status).toBe(201);
    expect(await joined.json()).toEqual({ membership: { role: "member", status: "active" } });
    expect(await names(path, owner)).toEqual(["Olive:owner", "Ada:member"]);
    // A second click changes nothing and says it is not possible.
    expect((await t.as(ada).send(`${path}/membership`, {})).status).toBe(403);

    const left = await t.as(ada).request(`${path}/membership`, { method: "DELETE" });
    expect(await left.json()).toEqual({ membership: null });
    expect(await names(path, owner)).toEqual(["Olive:owner"]);
  });

  it("keeps the owner until they hand the group over", async () => {
    const { owner, path } = await community("public");
    const refused = await t.as(owner).request(`${path}/membership`, { method: "DELETE" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe("Hand ownership to another member before you leave.");
    // The page shows the same words instead of a Leave button; a member has none to read.
    const page = await (await t.as(owner).get(path)).json();
    expect(page.community).toMatchObject({
      can: { leave: false },
      leaveRefusal: "Hand ownership to another member before you leave.",
    });
    const ada = await person("Ada");
    await t.as(ada).send(`${path}/membership`, {});
    expect((await (await t.as(ada).get(path)).json()).community).toMatchObject({
      can: { leave: true },
      leaveRefusal: null,
    });
  });

  it("turns a request to a private group into a membership when an admin approves it, and tells the member", async () => {
    const { owner, path, group } = await community("private", "Debate Club");
    const ada = await person("Ada");
    const asked = await t.as(ada).send(`${path}/membership`, { message: "I coach the school team." });
    expect(await asked.json()).toEqual({ membership: { role: "member", status: "pending" } });
    // Still outside: the page is a preview until the request is answered.
    expect((await (await t.as(ada).get(path)).json()).community).toMatchObject({
      restricted: true,
      membershipStatus: "pending",
      can: { cancelRequest: true, requestToJoin: false },
    });
    const { requests } = await (await t.as(owner).get(`${path}/requests`)).json();
    expect(requests).toMatchObject([
      {
        member: { firstName: "Ada" },
        status: "pending",
        message: "I coach the school team.",
        can: { approve: true },
      },
    ]);
    expect((await (await t.as(owner).get(path)).json()).community.pendingRequests).toBe(1);

    const approved = await t.as(owner).send(`${path}/requests/${ada.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect((await (await t.as(ada).get(path)).json()).community).toMatchObject({
      restricted: false,
      role: "member",
    });
    await runJobs();
    expect(await inbox(ada)).toEqual([
      {
        type: "membership_approved",
        message: "Your request to join Debate Club was approved",
        url: `/groups/${group.id}`,
      },
    ]);
    expect(await inbox(owner)).toEqual([
      {
        type: "membership_request",
        message: "Ada Tester asked to join Debate Club",
        url: `/groups/${group.id}?tab=requests`,
      },
    ]);
    const log = await t.deps.db.select().from(moderationLog).where(eq(moderationLog.entityId, group.id));
    expect(log.map((entry) => entry.action)).toEqual(["request.approved"]);
  });

  it("lets the member take a request back, and an admin decline one", async () => {
    const { owner, path } = await community("private");
    const [ada, ben] = [await person("Ada"), await person("Ben")];
    await t.as(ada).send(`${path}/membership`, {});
    await t.as(ben).send(`${path}/membership`, {});
    expect((await t.as(ada).request(`${path}/membership`, { method: "DELETE" })).status).toBe(200);
    expect((await t.as(owner).send(`${path}/requests/${ben.id}/decline`, {})).status).toBe(200);
    expect((await (await t.as(owner).get(`${path}/requests`)).json()).requests).toEqual([]);
    // Answered already: a second answer is told so, and changes nothing.
    expect((await t.as(owner).send(`${path}/requests/${ben.id}/approve`, {})).status).toBe(404);
    await runJobs();
    expect((await inbox(ben)).map((row) => row.type)).toEqual(["membership_declined"]);
  });
});

describe("roles", () => {
  it("lets an admin promote members up to admin, but not change another admin or the owner", async () => {
    const { owner, group, path } = await community("private");
    const [admin, other, ada] = [await person("Adam"), await person("Otto"), await person("Ada")];
    await addMember(t.deps.db, group, admin, "admin");
    await addMember(t.deps.db, group, other, "admin");
    await addMember(t.deps.db, group, ada);
    const promote = (to: MemberFixture, role: string) =>
      t.as(admin).send(`${path}/members/${to.id}`, { role }, "PATCH");
    expect((await promote(ada, "moderator")).status).toBe(200);
    expect((await promote(ada, "admin")).status).toBe(200);
    expect((await promote(other, "member")).status).toBe(403);
    expect((await promote(owner, "member")).status).toBe(403);
    expect(
      (await t.as(owner).send(`${path}/members/${other.id}`, { role: "moderator" }, "PATCH")).status,
    ).toBe(200);
    const log = await t.deps.db
      .select({ from: moderationLog.details })
      .from(moderationLog)
      .where(and(eq(moderationLog.entityId, group.id), eq(moderationLog.action, "role.changed")))
      .orderBy(moderationLog.id);
    expect(log.map((entry) => `${entry.from.fromRole}>${entry.from.toRole}`)).toEqual([
      "member>moderator",
      "moderator>admin",
      "admin>moderator",
    ]);
  });

  it("hands ownership over: the heir owns the group and the old owner stays as an admin", async () => {
    const { owner, group, path } = await community("public");
    const heir = await person("Hugo");
    await addMember(t.deps.db, group, heir);
    expect((await t.as(owner).send(`${path}/ownership`, { userId: heir.id })).status).toBe(200);
    expect(await names(path, heir)).toEqual(["Olive:admin", "Hugo:owner"]);
    // Now the old owner may leave; the new one may not.
    expect((await t.as(owner).request(`${path}/membership`, { method: "DELETE" })).status).toBe(200);
    expect((await t.as(heir).request(`${path}/membership`, { method: "DELETE" })).status).toBe(403);
  });

  it("lets an admin remove a member, who then sees the group as an outsider", async () => {
    const { owner, group, path } = await community("private");
    const ada = await person("Ada");
    await addMember(t.deps.db, group, ada);
    expect((await t.as(owner).request(`${path}/members/${ada.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await (await t.as(ada).get(path)).json()).community.restricted).toBe(true);
    expect((await t.as(ada).get(`${path}/members`)).status).toBe(403);
  });

  it("lets the admins of a parent group run its subgroups", async () => {
    const { owner, group } = await community("private");
    const created = await t
      .as(owner)
      .send(`/api/groups/${group.id}/children`, { name: "Under 12s", visibility: "private" });
    expect(created.status).toBe(201);
    const child = (await created.json()).community;
    expect(child).toMatchObject({ label: "Subgroup", parent: { id: group.id }, role: "owner" });
    const parentAdmin = await person("Pam");
    await addMember(t.deps.db, group, parentAdmin, "admin");
    const ada = await person("Ada");
    await t.as(ada).send(`/api/groups/${child.id}/membership`, { message: "My daughter plays." });
    expect(
      (await t.as(parentAdmin).send(`/api/groups/${child.id}/requests/${ada.id}/approve`, {})).status,
    ).toBe(200);
    const { children } = await (await t.as(parentAdmin).get(`/api/groups/${group.id}/children`)).json();
    expect(children).toMatchObject([{ name: "Under 12s", label: "Subgroup", role: "admin" }]);
  });
});
