import { describe, expect, it } from "vitest";
import { VISITOR } from ".";
import type { MemberActor } from "./actor";
import { canOnAward } from "./award";
import { canOnEntity, type EntityAccess } from "./entity";

const member = (id: string, isPlatformAdmin = false): MemberActor => ({
  kind: "member",
  id,
  email: `${id}@example.org`,
  emailVerified: true,
  name: id,
  isPlatformAdmin,
});

describe("award policy", () => {
  const award = { kind: "award" as const, recipientId: "ada" };
  it("hide: the recipient alone, not another member, a platform admin or a visitor", () => {
    expect(canOnAward(member("ada"), "hide", award)).toBe(true);
    expect(canOnAward(member("ben"), "hide", award)).toBe(false);
    expect(canOnAward(member("root", true), "hide", award)).toBe(false);
    expect(canOnAward(VISITOR, "hide", award)).toBe(false);
  });
});

describe("giving awards (the entity's giveAwards)", () => {
  const access = (over: Partial<EntityAccess>): EntityAccess => ({
    kind: "entity",
    type: "group",
    id: 1,
    visibility: "public",
    membership: null,
    inheritedRole: null,
    isHost: false,
    ...over,
  });
  const active = (role: "member" | "moderator" | "admin" | "owner") => ({ role, status: "active" as const });
  it("admins and owners, a parent's admin, an event's host; not moderators, members or platform admins", () => {
    const ada = member("ada");
    expect(canOnEntity(ada, "giveAwards", access({ membership: active("admin") }))).toBe(true);
    expect(canOnEntity(ada, "giveAwards", access({ membership: active("owner") }))).toBe(true);
    expect(canOnEntity(ada, "giveAwards", access({ inheritedRole: "admin" }))).toBe(true);
    expect(canOnEntity(ada, "giveAwards", access({ type: "event", isHost: true }))).toBe(true);
    expect(canOnEntity(ada, "giveAwards", access({ membership: active("moderator") }))).toBe(false);
    expect(canOnEntity(ada, "giveAwards", access({ membership: active("member") }))).toBe(false);
    expect(canOnEntity(member("root", true), "giveAwards", access({}))).toBe(false);
    expect(canOnEntity(VISITOR, "giveAwards", access({}))).toBe(false);
  });
});
