import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUIREMENT_MESSAGES } from "../../commands/volunteering/requirements";
import { volunteerHourLogs } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { addMember, createEvent, createGroup, createMember, type MemberFixture } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function hours(
  member: MemberFixture,
  minutes: number,
  values: Partial<typeof volunteerHourLogs.$inferInsert> = {},
) {
  await t.deps.db.insert(volunteerHourLogs).values({
    userId: member.id,
    source: "self",
    workDate: dayFrom(-10),
    minutes,
    status: "verified",
    outsideOrganisation: "Riverside Food Bank",
    supervisorEmail: "sam@riverside.example",
    ...values,
  });
}

/** A school whose admin sets 40 hours over a period a quarter gone, and its students. */
async function school() {
  const admin = await createMember(t.deps.db, { firstName: "Abe", lastName: "Admin" });
  const ada = await createMember(t.deps.db, { firstName: "Ada", lastName: "Ahead" });
  const ben = await createMember(t.deps.db, { firstName: "Ben", lastName: "Behind" });
  const cy = await createMember(t.deps.db, { firstName: "Cy", lastName: "Private" });
  const group = await createGroup(t.deps.db, { name: "Northside High", owner: admin, visibility: "private" });
  for (const student of [ada, ben, cy]) await addMember(t.deps.db, group, student);
  const path = `/api/groups/${group.id}`;
  const made = await t.as(admin).send(`${path}/requirements`, {
    title: "Service-learning diploma",
    hours: 40,
    from: dayFrom(-29),
    to: dayFrom(90),
  });
  expect(made.status).toBe(201);
  const { requirement } = await made.json();
  return { admin, ada, ben, cy, group, path, requirement: requirement as { id: string } };
}

describe("service-hour requirements (issue 29)", () => {
  it("counts every verified hour a sharing member served anywhere in the period, and shows the admin who is behind", async () => {
    const { admin, ada, ben, cy, path, requirement } = await school();
    const event = await createEvent(t.deps.db);
    await hours(ada, 720);
    await hours(ada, 180, {
      source: "attendance",
      eventId: event.id,
      outsideOrganisation: null,
      supervisorEmail: null,
    });
    await hours(ada, 300, { status: "pending" });
    await hours(ada, 120, { workDate: dayFrom(-60) });
    await hours(ben, 120);
    await hours(cy, 1400);
    for (const student of [ada, ben])
      expect((await t.as(student).send(`${path}/hour-share`, {}, "PUT")).status).toBe(204);

    const progress = await t.as(admin).get(`${path}/requirements/${requirement.id}/progress`);
    expect(progress.status).toBe(200);
    const { members } = await progress.json();
    // A quarter of 40 hours is expected by now: Ben, with 2, is behind; Ada, with 15, on track.
    expect(members).toMatchObject([
      { member: { firstName: "Ben" }, minutes: 120, standing: "behind", expectedMinutes: 600 },
      { member: { firstName: "Ada" }, minutes: 900, standing: "onTrack" },
    ]);

    const own = await (await t.as(ada).get(`${path}/requirements`)).json();
    expect(own).toMatchObject({
      sharing: true,
      can: { manage: false, share: true },
      requirements: [
        {
          title: "Service-learning diploma",
          requiredMinutes: 2400,
          own: { minutes: 900, standing: "onTrack" },
        },
      ],
    });
    const notSharing = await (await t.as(cy).get(`${path}/requirements`)).json();
    expect(notSharing).toMatchObject({ sharing: false, requirements: [{ own: null }] });

    const dashboard = await (await t.as(ada).get("/api/me/hours/requirements")).json();
    expect(dashboard.requirements).toMatchObject([
      { title: "Service-learning diploma", organisation: { name: "Northside High" }, own: { minutes: 900 } },
    ]);

    const csv = await t.as(admin).get(`${path}/requirements/${requirement.id}/csv`);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const sheet = await csv.text();
    expect(sheet).toContain("Ben,Behind,2,10,Behind");
    expect(sheet).toContain("Ada,Ahead,15,10,On track");
    expect(sheet).not.toContain("Cy");
  });

  it("counts only the kinds of hours the requirement names", async () => {
    const admin = await createMember(t.deps.db);
    const dee = await createMember(t.deps.db, { firstName: "Dee" });
    const group = await createGroup(t.deps.db, { owner: admin });
    await addMember(t.deps.db, group, dee);
    const made = await t.as(admin).send(`/api/groups/${group.id}/requirements`, {
      title: "Checked-in hours only",
      hours: 10,
      from: dayFrom(-30),
      to: dayFrom(30),
      kinds: ["attendance"],
    });
    const { requirement } = await made.json();
    await hours(dee, 600);
    await hours(dee, 90, { source: "attendance", outsideOrganisation: null, supervisorEmail: null });
    await t.as(dee).send(`/api/groups/${group.id}/hour-share`, {}, "PUT");
    const { members } = await (
      await t.as(admin).get(`/api/groups/${group.id}/requirements/${requirement.id}/progress`)
    ).json();
    expect(members).toMatchObject([{ minutes: 90 }]);
  });

  it("lets only admins set and follow requirements, only members share, and stops showing a member who left or stopped", async () => {
    const { admin, ada, ben, cy, path, requirement } = await school();
    expect((await t.as(ada).get(`${path}/requirements/${requirement.id}/progress`)).status).toBe(403);
    expect(
      (
        await t
          .as(ada)
          .send(`${path}/requirements`, { title: "Mine", hours: 1, from: dayFrom(0), to: dayFrom(1) })
      ).status,
    ).toBe(403);
    const outsider = await createMember(t.deps.db);
    expect((await t.as(outsider).send(`${path}/hour-share`, {}, "PUT")).status).toBe(403);
    const open = await createGroup(t.deps.db, { visibility: "public" });
    const refused = await t.as(outsider).send(`/api/groups/${open.id}/hour-share`, {}, "PUT");
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(REQUIREMENT_MESSAGES.notMember);

    for (const student of [ada, ben, cy]) await t.as(student).send(`${path}/hour-share`, {}, "PUT");
    expect((await t.as(ben).request(`${path}/hour-share`, { method: "DELETE" })).status).toBe(204);
    expect((await t.as(cy).request(`${path}/membership`, { method: "DELETE" })).status).toBeLessThan(300);
    const { members } = await (
      await t.as(admin).get(`${path}/requirements/${requirement.id}/progress`)
    ).json();
    expect(members.map((row: { member: { firstName: string } }) => row.member.firstName)).toEqual(["Ada"]);

    expect(
      (await t.as(admin).request(`${path}/requirements/${requirement.id}`, { method: "DELETE" })).status,
    ).toBe(204);
    expect((await (await t.as(ada).get(`${path}/requirements`)).json()).requirements).toEqual([]);
  });
});
