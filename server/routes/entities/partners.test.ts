import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../background";
import { notifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import {
  addMember,
  createGroup,
  createMember,
  createPartnership,
  type MemberFixture,
} from "../../test/factories";

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
const inbox = async (member: MemberFixture) => {
  await runJobs();
  return t.deps.db
    .select({ type: notifications.type, message: notifications.message, url: notifications.notificationUrl })
    .from(notifications)
    .where(eq(notifications.userId, member.id))
    .orderBy(notifications.createdAt);
};

/** A coalition run by Paula, and a food bank run by Gus that could join it. */
async function coalition(visibility: "public" | "private" = "public") {
  const paula = await person("Paula");
  const gus = await person("Gus");
  const partnership = await createPartnership(t.deps.db, {
    name: "Riverside Food Alliance",
    visibility,
    owner: paula,
  });
  const group = await createGroup(t.deps.db, { name: "Eastside Food Bank", owner: gus });
  return { paula, gus, partnership, group, path: `/api/partnerships/${partnership.id}` };
}

const partnerNames = async (path: string, viewer: MemberFixture) => {
  const { partners } = await (await t.as(viewer).get(`${path}/partners`)).json();
  return partners.map((row: { group: { name: string } }) => row.group.name);
};

describe("partner organisations", () => {
  it("lets a group's admin ask, tells the partnership's admins, and lists the group once they approve", async () => {
    const { paula, gus, group, path } = await coalition();
    const options = await (await t.as(gus).get(`${path}/partner-options`)).json();
    expect(options.options).toMatchObject([
      { group: { id: group.id, name: "Eastside Food Bank" }, status: null, can: { ask: true, end: false } },
    ]);

    const asked = await t
      .as(gus)
      .send(`${path}/partners`, { groupId: group.id, message: "We feed 300 families a week." });
    expect(asked.status).toBe(201);
    expect(await asked.json()).toEqual({ status: "pending" });
    // Waiting is not listed among the partners yet; its admins see the request and its message.
    expect(await partnerNames(path, gus)).toEqual([]);
    expect((await (await t.as(paula).get(path)).json()).community.pendingPartners).toBe(1);
    const { requests } = await (await t.as(paula).get(`${path}/partner-requests`)).json();
    expect(requests).toMatchObject([
      {
        group: { name: "Eastside Food Bank" },
        status: "pending",
        message: "We feed 300 families a week.",
        can: { approve: true, decline: true, end: true },
      },
    ]);
    expect(await inbox(paula)).toEqual([
      {
        type: "partner_request",
        message:
          "Gus Tester asked for Eastside Food Bank to join Riverside Food Alliance as a partner organisation",
        url: `${path.replace("/api", "")}?tab=partners`,
      },
    ]);
    // The asker's own page does not offer to answer.
    expect((await t.as(gus).send(`${path}/partners/${group.id}/approve`, {})).status).toBe(403);

    const approved = await t.as(paula).send(`${path}/partners/${group.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(await partnerNames(path, gus)).toEqual(["Eastside Food Bank"]);
    expect(await inbox(gus)).toMatchObject([
      {
        type: "partner_approved",
        message: "Eastside Food Bank is now a partner organisation of Riverside Food Alliance",
      },
    ]);
    // The group's page lists the partnership; its admin may end it from there, a passer-by may not.
    const listed = await (await t.as(gus).get(`/api/groups/${group.id}/partnerships`)).json();
    expect(listed.partnerships).toMatchObject([
      { partnership: { name: "Riverside Food Alliance" }, can: { end: true } },
    ]);
    const passerBy = await person("Pat");
    const seen = await (await t.as(passerBy).get(`/api/groups/${group.id}/partnerships`)).json();
    expect(seen.partnerships).toMatchObject([
      { partnership: { name: "Riverside Food Alliance" }, can: { end: false } },
    ]);
    // A second approval finds nothing waiting.
    expect((await t.as(paula).send(`${path}/partners/${group.id}/approve`, {})).status).toBe(403);
  });

  it("takes a group in at once when its asker runs both", async () => {
    const { paula, partnership, path } = await coalition();
    const own = await createGroup(t.deps.db, { name: "Paula's Pantry", owner: paula });
    expect(await (await t.as(paula).send(`${path}/partners`, { groupId: own.id })).json()).toEqual({
      status: "active",
    });
    expect(await partnerNames(path, paula)).toEqual(["Paula's Pantry"]);
    expect(partnership.id).toBeGreaterThan(0);
    // Nobody else runs either: nobody was told.
    expect(await inbox(paula)).toEqual([]);
  });

  it("refuses a group the asker does not run, a group already asking, and a private partnership they cannot see", async () => {
    const { gus, group, path } = await coalition();
    const mona = await person("Mona");
    await addMember(t.deps.db, group, mona, "moderator");
    const refused = await t.as(mona).send(`${path}/partners`, { groupId: group.id });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(
      "This group is already a partner, or has asked, or is not yours to bring.",
    );
    expect((await t.as(gus).send(`${path}/partners`, { groupId: group.id })).status).toBe(201);
    expect((await t.as(gus).send(`${path}/partners`, { groupId: group.id })).status).toBe(403);

    const hidden = await coalition("private");
    expect(
      (await t.as(hidden.gus).send(`${hidden.path}/partners`, { groupId: hidden.group.id })).status,
    ).toBe(403);
    expect((await t.as(hidden.gus).get(`${hidden.path}/partners`)).status).toBe(403);
  });

  it("tells the partnership's admins of one group's request once, however often it is taken back and made again", async () => {
    const { paula, gus, group, path } = await coalition();
    for (let i = 0; i < 3; i += 1) {
      expect((await t.as(gus).send(`${path}/partners`, { groupId: group.id })).status).toBe(201);
      expect((await t.as(gus).request(`${path}/partners/${group.id}`, { method: "DELETE" })).status).toBe(
        200,
      );
    }
    expect((await inbox(paula)).map((row) => row.type)).toEqual(["partner_request"]);
  });

  it("lets the partnership decline, and either side end it; the group may ask again", async () => {
    const { paula, gus, group, path } = await coalition();
    await t.as(gus).send(`${path}/partners`, { groupId: group.id });
    expect(await (await t.as(paula).send(`${path}/partners/${group.id}/decline`, {})).json()).toEqual({
      status: null,
    });
    expect(await inbox(gus)).toMatchObject([
      {
        type: "partner_declined",
        message: "Riverside Food Alliance declined Eastside Food Bank's request to be a partner organisation",
      },
    ]);

    await t.as(gus).send(`${path}/partners`, { groupId: group.id });
    await t.as(paula).send(`${path}/partners/${group.id}/approve`, {});
    // The group's side ends it.
    expect((await t.as(gus).request(`${path}/partners/${group.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await partnerNames(path, paula)).toEqual([]);

    await t.as(gus).send(`${path}/partners`, { groupId: group.id });
    await t.as(paula).send(`${path}/partners/${group.id}/approve`, {});
    // The partnership's side ends it; a member of neither may not.
    const stranger = await person("Sam");
    expect((await t.as(stranger).request(`${path}/partners/${group.id}`, { method: "DELETE" })).status).toBe(
      403,
    );
    expect((await t.as(paula).request(`${path}/partners/${group.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect(await partnerNames(path, gus)).toEqual([]);
    expect((await t.as(paula).request(`${path}/partners/${group.id}`, { method: "DELETE" })).status).toBe(
      404,
    );
  });
});
