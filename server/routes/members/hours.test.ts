import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, volunteerHourLogs } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { addMember, createGroup, createMember, type MemberFixture } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function log(member: MemberFixture, values: Partial<typeof volunteerHourLogs.$inferInsert>) {
  await t.deps.db.insert(volunteerHourLogs).values({
    userId: member.id,
    source: "self",
    workDate: "2026-03-10",
    minutes: 60,
    status: "verified",
    ...values,
  });
}
const minutesOf = (body: { logs: { minutes: number }[] }) => body.logs.map((row) => row.minutes);

/** Ada's hours: for a club (one verified, one pending) and for a food bank (one each). */
async function adasHours() {
  const ada = await createMember(t.deps.db, { firstName: "Ada" });
  const olu = await createMember(t.deps.db, { firstName: "Olu" });
  const pat = await createMember(t.deps.db, { firstName: "Pat" });
  const ben = await createMember(t.deps.db, { firstName: "Ben" });
  const district = await createGroup(t.deps.db, { name: "School District", owner: pat });
  const club = await createGroup(t.deps.db, { name: "Key Club", owner: olu, parent: district });
  const other = await createGroup(t.deps.db, { name: "Other Club" });
  await addMember(t.deps.db, club, ada);
  await log(ada, { groupId: club.id, minutes: 90, workDate: "2026-02-01" });
  await log(ada, { groupId: club.id, minutes: 30, status: "pending", workDate: "2026-02-02" });
  const outside = { outsideOrganisation: "Riverside Food Bank", supervisorEmail: "sam@riverside.example" };
  await log(ada, { ...outside, minutes: 120, workDate: "2026-04-01" });
  await log(ada, { ...outside, minutes: 45, status: "pending", workDate: "2026-04-02" });
  return { ada, olu, pat, ben, club, other };
}

describe("who reads whose volunteer history (issue 29)", () => {
  it("shows other members nothing until the member makes their verified hours visible, then only those", async () => {
    const { ada, ben } = await adasHours();
    const closed = await t.as(ben).get(`/api/members/${ada.id}/hours`);
    expect(closed.status).toBe(403);
    expect((await closed.json()).error.message).toBe(
      "This member keeps their volunteer hours to themselves.",
    );
    expect((await t.as(ben).get(`/api/members/${ada.id}/hours/totals`)).status).toBe(403);

    expect((await t.as(ada).send("/api/me/profile", { hoursVisible: true }, "PATCH")).status).toBe(200);
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, ada.id));
    expect(profile?.hoursVisible).toBe(true);
    const open = await t.as(ben).get(`/api/members/${ada.id}/hours`);
    expect(minutesOf(await open.json())).toEqual([120, 90]);
    // Asking for pending hours still shows only verified ones.
    expect(
      minutesOf(await (await t.as(ben).get(`/api/members/${ada.id}/hours?status=pending`)).json()),
    ).toEqual([]);
    expect((await (await t.as(ben).get(`/api/members/${ada.id}/hours/totals`)).json()).verified.minutes).toBe(
      210,
    );
  });

  it("shows an organisation's verifiers, inherited too, the member's hours credited to it, whatever the member chose", async () => {
    const { ada, olu, pat, club, other } = await adasHours();
    for (const verifier of [olu, pat]) {
      const credited = await t.as(verifier).get(`/api/members/${ada.id}/hours?organisation=group:${club.id}`);
      expect(credited.status).toBe(200);
      expect(minutesOf(await credited.json())).toEqual([30, 90]);
      const totals = await (
        await t.as(verifier).get(`/api/members/${ada.id}/hours/totals?organisation=group:${club.id}`)
      ).json();
      expect(totals.verified).toMatchObject({
        minutes: 90,
        byOrganisation: [{ key: `group:${club.id}`, name: "Key Club" }],
      });
    }
    expect((await t.as(olu).get(`/api/members/${ada.id}/hours`)).status).toBe(403);
    expect((await t.as(olu).get(`/api/members/${ada.id}/hours?organisation=group:${other.id}`)).status).toBe(
      403,
    );
    expect(
      (await t.as(olu).get(`/api/members/${ada.id}/hours?organisation=outside:Riverside Food Bank`)).status,
    ).toBe(403);
  });

  it("filters one's own history by period, organisation and status, and totals the same way", async () => {
    const { ada, club } = await adasHours();
    const outside = encodeURIComponent("outside:Riverside Food Bank");
    expect(minutesOf(await (await t.as(ada).get(`/api/me/hours?organisation=${outside}`)).json())).toEqual([
      45, 120,
    ]);
    expect(
      minutesOf(await (await t.as(ada).get("/api/me/hours?from=2026-02-02&to=2026-04-01")).json()),
    ).toEqual([120, 30]);
    expect(
      minutesOf(
        await (await t.as(ada).get(`/api/me/hours?organisation=group:${club.id}&status=verified`)).json(),
      ),
    ).toEqual([90]);
    const totals = await (await t.as(ada).get("/api/me/hours/totals?from=2026-03-01")).json();
    expect(totals.verified).toMatchObject({
      minutes: 120,
      byOrganisation: [{ key: "outside:Riverside Food Bank", name: "Riverside Food Bank", minutes: 120 }],
    });
    expect((await t.as(ada).get("/api/me/hours?organisation=somewhere")).status).toBe(422);
  });
});
