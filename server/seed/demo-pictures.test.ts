import { and, eq, isNull, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, files, groups, partnerships, profiles } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { seedDemo } from "./demo";
import { seedDemoPictures } from "./demo-pictures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the demo's pictures", () => {
  it("give every person, community and event a picture the app serves, kept by the clean-up", async () => {
    const { db } = t.deps;
    await seedDemo(db);
    const stored = await seedDemoPictures(t.deps);

    const withoutAvatar = await db.select().from(profiles).where(isNull(profiles.avatarUrl));
    expect(withoutAvatar).toEqual([]);
    const bare = [
      ...(await db
        .select({ name: groups.name })
        .from(groups)
        .where(or(isNull(groups.profileImage), isNull(groups.coverPhoto)))),
      ...(await db
        .select({ name: partnerships.name })
        .from(partnerships)
        .where(or(isNull(partnerships.profileImage), isNull(partnerships.coverPhoto)))),
      ...(await db
        .select({ name: events.eventName })
        .from(events)
        .where(or(isNull(events.eventImage), isNull(events.coverPhoto)))),
    ];
    expect(bare).toEqual([]);
    // Saved pictures: the hourly clean-up of unsaved uploads never takes them.
    expect(await db.select().from(files).where(isNull(files.attachedAt))).toEqual([]);
    expect((await db.select().from(files)).length).toBe(stored);

    // The demo member's portrait, as the browser fetches it.
    const [alex] = await db
      .select({ url: profiles.avatarUrl, cover: profiles.coverPhotoUrl })
      .from(profiles)
      .where(and(eq(profiles.firstName, "Alex"), eq(profiles.lastName, "Rivera")));
    expect(alex?.cover).toMatch(/^\/api\/files\/entity-covers\//);
    const response = await t.request(alex?.url ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
