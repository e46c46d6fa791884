import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, profiles, userOnboarding } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import {
  addMember,
  createGroup,
  createMember,
  createPartnership,
  createPost,
  type MemberFixture,
} from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Task {
  key: string;
  label: string;
  done: boolean;
  href: string;
}

const read = async (me: MemberFixture) => (await (await t.as(me).get("/api/onboarding")).json()).onboarding;
const sync = async (me: MemberFixture) =>
  (await (await t.as(me).send("/api/onboarding/sync", {})).json()).onboarding;
const doneKeys = (onboarding: { tasks: Task[] }) =>
  onboarding.tasks.filter((task) => task.done).map((task) => task.key);
const setProfile = (me: MemberFixture, values: Partial<typeof profiles.$inferInsert>) =>
  t.deps.db.update(profiles).set(values).where(eq(profiles.userId, me.id));

describe("/api/onboarding", () => {
  it("refuses a visitor, on reading and on syncing", async () => {
    expect((await t.request("/api/onboarding")).status).toBe(401);
    const response = await t.request("/api/onboarding/sync", {
      method: "POST",
      headers: { origin: "http://localhost:3000" },
    });
    expect(response.status).toBe(401);
  });

  it("creates the missing row with all five flags false, and lists the tasks with their links", async () => {
    const me = await createMember(t.deps.db);
    const before = await t.deps.db.select().from(userOnboarding).where(eq(userOnboarding.userId, me.id));
    expect(before).toEqual([]);

    const onboarding = await read(me);
    expect(onboarding).toEqual({
      tasks: [
        {
          key: "profileImage",
          label: "Add a profile image",
          done: false,
          href: "/profile/settings?tab=avatar",
        },
        { key: "coverPhoto", label: "Add a cover photo", done: false, href: "/profile/settings?tab=general" },
        { key: "bio", label: "Write your bio", done: false, href: "/profile/settings?tab=general" },
        { key: "communityJoined", label: "Join a community", done: false, href: "/groups" },
        { key: "firstPost", label: "Make your first post", done: false, href: "/dashboard#post-form" },
      ],
      completed: 0,
      total: 5,
      progress: 0,
    });
    const [row] = await t.deps.db.select().from(userOnboarding).where(eq(userOnboarding.userId, me.id));
    expect(row).toMatchObject({
      profileImageCompleted: false,
      coverPhotoCompleted: false,
      bioCompleted: false,
      communityJoined: false,
      firstPostCompleted: false,
    });
  });

  it("derives every flag from the member's data, one task at a time, with the rounded progress", async () => {
    const { db } = t.deps;
    const me = await createMember(db);
    await read(me);

    await setProfile(me, { avatarUrl: "/api/storage/avatars/me.webp" });
    let onboarding = await sync(me);
    expect(doneKeys(onboarding)).toEqual(["profileImage"]);
    expect(onboarding).toMatchObject({ completed: 1, progress: 20 });

    await setProfile(me, { coverPhotoUrl: "/api/storage/entity-covers/me.webp" });
    expect(doneKeys(await sync(me))).toEqual(["profileImage", "coverPhoto"]);

    // A bio of blanks is no bio.
    await setProfile(me, { bio: "  \n\t " });
    expect(doneKeys(await sync(me))).not.toContain("bio");
    await setProfile(me, { bio: "I run the food bank's Saturday shift." });
    expect(doneKeys(await sync(me))).toContain("bio");

    // A pending join request is not a community joined; an active membership is.
    const group = await createGroup(db, { visibility: "private" });
    await addMember(db, group, me, "member", "pending");
    expect(doneKeys(await read(me))).not.toContain("communityJoined");
    await addMember(db, group, me, "member", "active");
    onboarding = await read(me);
    expect(doneKeys(onboarding)).toContain("communityJoined");
    expect(onboarding).toMatchObject({ completed: 4, progress: 80 });

    await createPost(db, me);
    onboarding = await read(me);
    expect(onboarding).toMatchObject({ completed: 5, total: 5, progress: 100 });
  });

  it("does not rewrite an unchanged row, and rewrites it when a flag changes", async () => {
    const { db } = t.deps;
    const me = await createMember(db);
    const row = async () =>
      (await db.select().from(userOnboarding).where(eq(userOnboarding.userId, me.id)))[0]?.updatedAt;
    await read(me);
    const first = await row();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sync(me);
    expect(await row()).toEqual(first);
    await setProfile(me, { bio: "Now with a bio" });
    await sync(me);
    expect((await row())?.getTime()).toBeGreaterThan(first?.getTime() ?? 0);
  });

  it("counts a partnership as a community, and any post (in a group too) as the first post", async () => {
    const { db } = t.deps;
    const me = await createMember(db);
    await addMember(db, await createPartnership(db), me);
    const group = await createGroup(db);
    await createPost(db, me, { target: group });
    expect(doneKeys(await read(me))).toEqual(["communityJoined", "firstPost"]);
  });

  it("says how things are now: a removed avatar or deleted post is a task to do again", async () => {
    const { db } = t.deps;
    const me = await createMember(db, { avatarUrl: "/api/storage/avatars/x.webp", bio: "Hello" });
    await createPost(db, me);
    expect(doneKeys(await read(me))).toEqual(["profileImage", "bio", "firstPost"]);
    await setProfile(me, { avatarUrl: null });
    await db.delete(posts).where(eq(posts.authorId, me.id));
    const onboarding = await read(me);
    expect(doneKeys(onboarding)).toEqual(["bio"]);
    expect(onboarding.progress).toBe(20);
  });

  it("rounds the share: 2 of 5 is 40, and reads another member's data never", async () => {
    const { db } = t.deps;
    const me = await createMember(db, { bio: "Hi" });
    const other = await createMember(db, { avatarUrl: "/a.webp" });
    await createPost(db, other);
    await addMember(db, await createGroup(db), other);
    await createPost(db, me);
    const onboarding = await read(me);
    expect(doneKeys(onboarding)).toEqual(["bio", "firstPost"]);
    expect(onboarding.progress).toBe(40);
  });
});
