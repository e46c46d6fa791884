import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  type MemberFixture,
} from "../../test/factories";

const ADMIN_EMAIL = "search.admin@example.org";
let t: TestApp;
let stranger: MemberFixture;
let insider: MemberFixture;
let parentAdmin: MemberFixture;
let host: MemberFixture;
let platformAdmin: MemberFixture;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  const { db } = t.deps;
  stranger = await createMember(db, { firstName: "Sam", lastName: "Stranger" });
  insider = await createMember(db, { firstName: "Ina", lastName: "Insider" });
  parentAdmin = await createMember(db, { firstName: "Pat", lastName: "Parent" });
  host = await createMember(db, { firstName: "Hal", lastName: "Host" });
  platformAdmin = await createMember(db, { firstName: "Ada", lastName: "Admin", email: ADMIN_EMAIL });
  await createMember(db, { firstName: "River", lastName: "Walker", bio: "Runs the\nriverside clean-up." });

  await createGroup(db, { name: "Riverside Gardeners", description: "We plant along the river." });
  const parent = await createGroup(db, { name: "Riverside Parent", visibility: "private" });
  await addMember(db, parent, parentAdmin, "admin");
  const secret = await createGroup(db, { name: "Riverside Secret Circle", visibility: "private", parent });
  await addMember(db, secret, insider, "member");
  const pending = await createGroup(db, { name: "Riverside Waiting Room", visibility: "private" });
  await addMember(db, pending, stranger, "member", "pending");
  // More public groups than fit: the private ones must not be cut off by a limit taken before filtering.
  for (let n = 0; n < 6; n++) await createGroup(db, { name: `Riverside Public ${n}` });

  await createPartnership(db, { name: "Riverside Alliance" });
  const hidden = await createPartnership(db, { name: "Riverside Hidden Partners", visibility: "private" });
  await addMember(db, hidden, insider, "owner");

  await createEvent(db, { name: "Riverside Clean-up Day" });
  await createEvent(db, { name: "Riverside Private Picnic", visibility: "private", host });
  await createEvent(db, { name: "Riverside Parent Gala", visibility: "private", organiser: parent });
});
afterAll(async () => {
  await t?.close();
});

interface Result {
  id: string;
  name: string;
  description: string;
  type: string;
  avatar: string | null;
  initials: string;
  url: string;
}
async function search(who: MemberFixture, q: string): Promise<Result[]> {
  const response = await t.as(who).get(`/api/search?${new URLSearchParams({ q })}`);
  expect(response.status).toBe(200);
  return (await response.json()).results;
}
const namesOf = (results: Result[], type: string) =>
  results.filter((r) => r.type === type).map((r) => r.name);

describe("GET /api/search", () => {
  it("finds members, groups, partnerships and events by a part of the name, at most 5 of each", async () => {
    const results = await search(stranger, "rIvEr");
    expect(namesOf(results, "user")).toEqual(["River Walker"]);
    expect(namesOf(results, "group")).toHaveLength(5);
    expect(namesOf(results, "partnership")).toEqual(["Riverside Alliance"]);
    expect(namesOf(results, "event")).toEqual(["Riverside Clean-up Day"]);
    const walker = results.find((r) => r.type === "user");
    expect(walker).toMatchObject({ description: "Runs the riverside clean-up.", initials: "RW" });
    expect(walker?.url).toBe(`/profile/${walker?.id}`);
    const group = results.find((r) => r.type === "group");
    expect(group?.url).toBe(`/groups/${group?.id}`);
    expect(JSON.stringify(results)).not.toContain("@example.org");
  });

  it("shows private entities only to those who may view them, filtered before the limit", async () => {
    const hiddenFromStranger = ["Riverside Secret Circle", "Riverside Parent", "Riverside Waiting Room"];
    for (const name of hiddenFromStranger) {
      expect(namesOf(await search(stranger, "Riverside"), "group")).not.toContain(name);
    }
    // "Secret" matches one private group: its member sees it, a stranger does not.
    expect(namesOf(await search(insider, "secret"), "group")).toEqual(["Riverside Secret Circle"]);
    expect(namesOf(await search(stranger, "secret"), "group")).toEqual([]);
    // A parent's admin holds rights in the subgroup and the parent's events.
    expect(namesOf(await search(parentAdmin, "secret"), "group")).toEqual(["Riverside Secret Circle"]);
    expect(namesOf(await search(parentAdmin, "gala"), "event")).toEqual(["Riverside Parent Gala"]);
    expect(namesOf(await search(insider, "gala"), "event")).toEqual([]);
    expect(namesOf(await search(insider, "hidden"), "partnership")).toEqual(["Riverside Hidden Partners"]);
    expect(namesOf(await search(stranger, "hidden"), "partnership")).toEqual([]);
    expect(namesOf(await search(host, "picnic"), "event")).toEqual(["Riverside Private Picnic"]);
    expect(namesOf(await search(stranger, "picnic"), "event")).toEqual([]);
    // A pending request to join is no right to see.
    expect(namesOf(await search(stranger, "waiting"), "group")).toEqual([]);
    // Platform admins see everything.
    expect(namesOf(await search(platformAdmin, "waiting"), "group")).toEqual(["Riverside Waiting Room"]);
  });

  it("shows a private subgroup to a member from the moment they are made admin of its parent", async () => {
    const { db } = t.deps;
    // A member who manages nothing is searched for without the walk down from what one manages.
    const newcomer = await createMember(db, { firstName: "Nia", lastName: "Newcomer" });
    const parent = await createGroup(db, { name: "Quarry Parent", visibility: "private" });
    await createGroup(db, { name: "Quarry Hidden Crew", visibility: "private", parent });
    await createEvent(db, { name: "Quarry Private Dinner", visibility: "private", organiser: parent });
    expect(namesOf(await search(newcomer, "quarry"), "group")).toEqual([]);
    await addMember(db, parent, newcomer, "admin");
    const results = await search(newcomer, "quarry");
    expect(namesOf(results, "group")).toEqual(["Quarry Hidden Crew", "Quarry Parent"]);
    expect(namesOf(results, "event")).toEqual(["Quarry Private Dinner"]);
  });

  it("puts names that start with the query first, each part by name, and fills up with the rest", async () => {
    const { db } = t.deps;
    for (const name of ["Zephyr Walkers", "the Zephyr Club", "zephyr Bakers", "Old Zephyrs", "Zephyrus"]) {
      await createGroup(db, { name });
    }
    expect(namesOf(await search(stranger, "ZEPH"), "group")).toEqual([
      "zephyr Bakers",
      "Zephyr Walkers",
      "Zephyrus",
      "Old Zephyrs",
      "the Zephyr Club",
    ]);
    await createGroup(db, { name: "Zephyr Zoo" });
    await createGroup(db, { name: "Zephyr Aardvarks" });
    // Five start with it now: those that only contain it are left out.
    expect(namesOf(await search(stranger, "zephyr"), "group")).toEqual([
      "Zephyr Aardvarks",
      "zephyr Bakers",
      "Zephyr Walkers",
      "Zephyr Zoo",
      "Zephyrus",
    ]);
  });

  it("lists members whose first name starts with the query, then last name, then the rest", async () => {
    const { db } = t.deps;
    for (const [firstName, lastName] of [
      ["Max", "Tranquillo"],
      ["Zed", "Quillon"],
      ["Quill", "Adams"],
      ["Ana", "Quillby"],
    ]) {
      await createMember(db, { firstName, lastName });
    }
    expect(namesOf(await search(stranger, "quill"), "user")).toEqual([
      "Quill Adams",
      "Ana Quillby",
      "Zed Quillon",
      "Max Tranquillo",
    ]);
  });

  it("takes % and _ literally", async () => {
    expect(await search(stranger, "%%")).toEqual([]);
    expect(await search(stranger, "__")).toEqual([]);
  });

  it("needs 2 characters and a signed-in member", async () => {
    expect((await t.as(stranger).get("/api/search?q=r")).status).toBe(422);
    expect((await t.as(stranger).get("/api/search")).status).toBe(422);
    expect((await t.request("/api/search?q=river")).status).toBe(401);
  });
});
