import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userNotificationPreferences } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember, type MemberFixture } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PATH = "/api/me/notification-preferences";
const read = (member: MemberFixture) => t.as(member).get(PATH);
const patch = (member: MemberFixture, body: unknown) => t.as(member).send(PATH, body, "PATCH");
const rowsOf = (member: MemberFixture) =>
  t.deps.db
    .select()
    .from(userNotificationPreferences)
    .where(eq(userNotificationPreferences.userId, member.id));

/** Spec §9's defaults, as the API presents them. */
const DEFAULTS = {
  emailEnabled: true,
  pushEnabled: true,
  emailLikes: true,
  emailComments: true,
  emailMentions: true,
  emailConnections: true,
  emailGroupPosts: true,
  emailWorkspaceUpdates: true,
  emailEventReminders: true,
  emailMemberships: true,
  emailVolunteerHours: true,
  emailRecognition: true,
  pushLikes: true,
  pushComments: true,
  pushMentions: true,
  pushConnections: true,
  pushGroupPosts: true,
  pushWorkspaceUpdates: true,
  pushEventReminders: true,
  pushMemberships: true,
  pushVolunteerHours: true,
  pushRecognition: true,
  quietHoursStart: "22:00",
  quietHoursEnd: "08:00",
  timezone: "UTC",
  emailRhythm: "immediate",
  digestHour: 8,
};

describe("GET /api/me/notification-preferences", () => {
  it("refuses a visitor", async () => {
    const response = await t.request(PATH);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
  });

  it("creates the default row on first read, once, and answers it", async () => {
    const member = await createMember(t.deps.db);
    expect(await rowsOf(member)).toEqual([]);
    const response = await read(member);
    expect(response.status).toBe(200);
    const { preferences } = await response.json();
    expect(preferences).toEqual({ ...DEFAULTS, updatedAt: expect.any(String) });
    expect(await rowsOf(member)).toHaveLength(1);

    // Later reads find the row and change nothing.
    expect((await (await read(member)).json()).preferences).toEqual(preferences);
    expect(await rowsOf(member)).toHaveLength(1);
  });

  it("makes one row when first reads race", async () => {
    const member = await createMember(t.deps.db);
    const answers = await Promise.all(Array.from({ length: 5 }, () => read(member)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await rowsOf(member)).toHaveLength(1);
  });

  it("answers each member their own preferences only", async () => {
    const ana = await createMember(t.deps.db);
    const ben = await createMember(t.deps.db);
    expect((await patch(ana, { emailLikes: false, timezone: "Europe/Paris" })).status).toBe(200);
    const bens = (await (await read(ben)).json()).preferences;
    expect(bens).toMatchObject({ emailLikes: true, timezone: "UTC" });
    const anas = (await (await read(ana)).json()).preferences;
    expect(anas).toMatchObject({ emailLikes: false, timezone: "Europe/Paris" });
    // Ben's answer carries nothing that names Ana, and the path takes no member id.
    expect(JSON.stringify(bens)).not.toContain(ana.id);
    expect((await t.as(ben).get(`${PATH}/${ana.id}`)).status).toBe(404);
  });
});

describe("PATCH /api/me/notification-preferences", () => {
  it("refuses a visitor", async () => {
    const response = await t.request(PATH, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: t.deps.config.PUBLIC_URL },
      body: JSON.stringify({ emailLikes: false }),
    });
    expect(response.status).toBe(401);
  });

  it("saves any subset and leaves the rest as it was", async () => {
    const member = await createMember(t.deps.db);
    const response = await patch(member, {
      emailEnabled: false,
      pushMentions: false,
      quietHoursStart: "23:30",
      quietHoursEnd: "06:45",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).preferences).toEqual({
      ...DEFAULTS,
      emailEnabled: false,
      pushMentions: false,
      quietHoursStart: "23:30",
      quietHoursEnd: "06:45",
      updatedAt: expect.any(String),
    });

    const second = await patch(member, {
      timezone: "America/New_York",
      emailRhythm: "daily",
      digestHour: 18,
    });
    expect((await second.json()).preferences).toMatchObject({
      emailEnabled: false,
      pushMentions: false,
      quietHoursStart: "23:30",
      timezone: "America/New_York",
      emailRhythm: "daily",
      digestHour: 18,
    });
    const [row] = await rowsOf(member);
    expect(row).toMatchObject({ emailRhythm: "daily", digestHour: 18, timezone: "America/New_York" });
    expect(row?.quietHoursEnd.startsWith("06:45")).toBe(true);
  });

  it("saves before any read, with the defaults for the rest", async () => {
    const member = await createMember(t.deps.db);
    const response = await patch(member, { pushEnabled: false });
    expect(response.status).toBe(200);
    expect((await response.json()).preferences).toEqual({
      ...DEFAULTS,
      pushEnabled: false,
      updatedAt: expect.any(String),
    });
    expect(await rowsOf(member)).toHaveLength(1);
  });

  it("accepts equal start and end (no quiet hours) and stores the zone under its own spelling", async () => {
    const member = await createMember(t.deps.db);
    const response = await patch(member, {
      quietHoursStart: "00:00",
      quietHoursEnd: "00:00",
      timezone: "america/new_york",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).preferences).toMatchObject({
      quietHoursStart: "00:00",
      quietHoursEnd: "00:00",
      timezone: "America/New_York",
    });
  });

  it("refuses what is not a preference, field by field, and changes nothing", async () => {
    const member = await createMember(t.deps.db);
    const refused: [unknown, string, string][] = [
      [{ timezone: "Mars/Olympus_Mons" }, "timezone", "Unknown time zone"],
      [{ timezone: "+02:00" }, "timezone", "Unknown time zone"],
      [{ timezone: "" }, "timezone", "Unknown time zone"],
      [{ timezone: "Europe/London\u0000" }, "timezone", "Unknown time zone"],
      [{ timezone: "x".repeat(500) }, "timezone", "Unknown time zone"],
      [{ quietHoursStart: "24:00" }, "quietHoursStart", "24-hour time"],
      [{ quietHoursEnd: "7:00" }, "quietHoursEnd", "24-hour time"],
      [{ quietHoursEnd: "10pm" }, "quietHoursEnd", "24-hour time"],
      [{ emailRhythm: "weekly" }, "emailRhythm", "daily digest"],
      [{ digestHour: 24 }, "digestHour", "hour of the digest"],
      [{ digestHour: 7.5 }, "digestHour", "hour of the digest"],
      [{ emailLikes: "no" }, "emailLikes", "on or off"],
      [{}, "", "Nothing to change."],
      [{ somethingElse: true }, "", "Nothing to change."],
    ];
    for (const [body, path, message] of refused) {
      const response = await patch(member, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const { error } = await response.json();
      expect(error.code).toBe("validation_failed");
      expect(error.issues, JSON.stringify(body)).toContainEqual({
        path,
        message: expect.stringContaining(message),
      });
    }
    expect(await rowsOf(member)).toEqual([]);
  });
});
