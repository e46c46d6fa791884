import { describe, expect, it } from "vitest";
import type { MembershipRole } from "../../shared/enums";
import type { Actor } from "./actor";
import type { EntityAccess } from "./entity";
import { canOnEventOrganiser, type EventOrganiserAccess } from "./event-organiser";

const member = (isPlatformAdmin = false): Actor => ({
  kind: "member",
  id: "u1",
  email: "u1@example.org",
  emailVerified: true,
  name: "U One",
  isPlatformAdmin,
});

/** An entity where the actor holds `role` (own membership), inherits `inherited`, or hosts it. */
function entity(
  type: "group" | "event",
  role: MembershipRole | null,
  options: { inherited?: "owner" | "admin"; host?: boolean } = {},
): EntityAccess {
  return {
    kind: "entity",
    type,
    id: 1,
    visibility: "public",
    membership: role ? { role, status: "active" } : null,
    inheritedRole: options.inherited ?? null,
    isHost: options.host ?? false,
  };
}

const change = (actor: Actor, access: Omit<EventOrganiserAccess, "kind">) =>
  canOnEventOrganiser(actor, "change", { kind: "eventOrganiser", ...access });

describe("event organiser policy", () => {
  it("lets only an owner of the current organiser, or a platform admin, move or detach it", () => {
    const ownerOfIt = {
      event: entity("event", null, { inherited: "owner" }),
      current: entity("group", "owner"),
    };
    expect(change(member(), { ...ownerOfIt, next: null })).toBe(true);
    const adminOfIt = {
      event: entity("event", null, { inherited: "admin" }),
      current: entity("group", "admin"),
    };
    expect(change(member(), { ...adminOfIt, next: null })).toBe(false);
    expect(change(member(), { ...adminOfIt, next: entity("group", "owner") })).toBe(false);
    // The host holds the event's owner rights, not the organisation's.
    const host = { event: entity("event", null, { host: true }), current: entity("group", null) };
    expect(change(member(), { ...host, next: null })).toBe(false);
    expect(
      change(member(true), { event: entity("event", null), current: entity("group", null), next: null }),
    ).toBe(true);
    expect(change({ kind: "visitor" }, { ...ownerOfIt, next: null })).toBe(false);
  });

  it("never raises the mover: the new organiser gives them no stronger role than they hold on the event", () => {
    const eventAdmin = { event: entity("event", "admin"), current: null };
    expect(change(member(), { ...eventAdmin, next: entity("group", "owner") })).toBe(false);
    expect(change(member(), { ...eventAdmin, next: entity("group", "admin") })).toBe(true);
    // Only groups the mover runs: a plain member's group is not theirs to organise for.
    expect(change(member(), { ...eventAdmin, next: entity("group", "member") })).toBe(false);
    const host = { event: entity("event", null, { host: true }), current: null };
    expect(change(member(), { ...host, next: entity("group", "owner") })).toBe(true);
    // A platform admin detaches, but gives no organiser they would rise through.
    expect(
      change(member(true), {
        event: entity("event", null),
        current: entity("group", null),
        next: entity("group", "owner"),
      }),
    ).toBe(false);
  });

  it("asks the event's edit right of one giving an event without an organiser its first", () => {
    expect(
      change(member(), { event: entity("event", "member"), current: null, next: entity("group", "member") }),
    ).toBe(false);
    expect(change(member(), { event: entity("event", "owner"), current: null })).toBe(true);
  });
});
