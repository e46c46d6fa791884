import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { eventMemberships } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import {
  addMember,
  createComment,
  createEvent,
  createGroup,
  createMember,
  createPost,
  createRegistration,
  type MemberFixture,
} from "../test/factories";
import { addParagraph, createWorkspacePageRow, pagesPath, postUpdate } from "../test/workspace";

/**
 * A right checked on a read is checked again on the matching write, now (issue 26): a member
 * removed from a private group read 403 but edited 200 there. And the other way round: a member
 * who can no longer see an event still lets go of their own place in it.
 */

let t: TestApp;
let owner: MemberFixture;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createMember(t.deps.db, { firstName: "Olive" });
});
afterAll(async () => {
  await t?.close();
});

/** The owner removes the member through the members' list, as the page does. */
async function remove(entity: { type: string; id: number }, member: MemberFixture) {
  const response = await t
    .as(owner)
    .request(`/api/${entity.type}s/${entity.id}/members/${member.id}`, { method: "DELETE" });
  expect(response.status).toBe(200);
}

describe("a member removed from a private group", () => {
  it("can no longer edit or delete their posts and comments there", async () => {
    const group = await createGroup(t.deps.db, { visibility: "private", owner });
    const member = await createMember(t.deps.db);
    await addMember(t.deps.db, group, member);
    const post = await createPost(t.deps.db, member, { target: group });
    const comment = await createComment(t.deps.db, post, member, { content: "First!" });
    const edit = () =>
      t.as(member).send(`/api/posts/${post.id}`, { content: "See https://elsewhere.example" }, "PATCH");
    expect((await edit()).status).toBe(200);

    await remove(group, member);
    expect((await t.as(member).get(`/api/posts/${post.id}`)).status).toBe(403);
    expect((await edit()).status).toBe(403);
    expect((await t.as(member).request(`/api/posts/${post.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await t.as(member).request(`/api/comments/${comment.id}`, { method: "DELETE" })).status).toBe(
      403,
    );
    // Their profile posts stay theirs to edit.
    const own = await createPost(t.deps.db, member);
    expect((await t.as(member).send(`/api/posts/${own.id}`, { content: "Still mine" }, "PATCH")).status).toBe(
      200,
    );
  });

  it("can no longer write to its workspace", async () => {
    const group = await createGroup(t.deps.db, { visibility: "private", owner });
    const member = await createMember(t.deps.db);
    await addMember(t.deps.db, group, member, "admin");
    const pageId = await createWorkspacePageRow(t.deps.db, group);
    const doc = new Y.Doc();
    const path = pagesPath(group, pageId, "updates");
    expect((await postUpdate(t.as(member), path, addParagraph(doc, "Before"))).status).toBe(200);
    await remove(group, member);
    expect((await postUpdate(t.as(member), path, addParagraph(doc, "After"))).status).toBe(403);
  });
});

describe("a member removed from a private event", () => {
  it("leaves it in their calendar feed, may not register again, and may still cancel their place", async () => {
    const event = await createEvent(t.deps.db, { visibility: "private", name: "Board retreat", host: owner });
    const member = await createMember(t.deps.db);
    await addMember(t.deps.db, event, member);
    await createRegistration(t.deps.db, event, member);
    const feed = await (await t.as(member).send("/api/me/calendar-feed", {})).json();
    const path = new URL(feed.url).pathname;
    expect(await (await t.request(path)).text()).toContain("Board retreat");

    // Events have no members' list to remove them from: their membership ends as it would by any means.
    await t.deps.db
      .delete(eventMemberships)
      .where(and(eq(eventMemberships.eventId, event.id), eq(eventMemberships.userId, member.id)));
    const after = await t.request(path);
    expect(after.status).toBe(200);
    expect(await after.text()).not.toContain("Board retreat");
    const again = await t
      .as(member)
      .send(`/api/events/${event.id}/registrations`, { registrationType: "attendee" });
    expect(again.status).toBe(403);
    const cancelled = await t
      .as(member)
      .request(`/api/events/${event.id}/registration`, { method: "DELETE" });
    expect(cancelled.status).toBe(204);
  });
});
