import { describe, expect, it } from "vitest";
import type { MembershipRole, Visibility } from "../../shared/enums";
import type { Actor } from "./actor";
import type { EntityAccess } from "./entity";
import { canOnPartner, type PartnerAccess } from "./partner";

const member = (isPlatformAdmin = false): Actor => ({
  kind: "member",
  id: "u1",
  email: "u1@example.org",
  emailVerified: true,
  name: "U One",
  isPlatformAdmin,
});

function entity(
  type: "group" | "partnership",
  role: MembershipRole | null,
  options: { inherited?: "owner" | "admin"; visibility?: Visibility } = {},
): EntityAccess {
  return {
    kind: "entity",
    type,
    id: 1,
    visibility: options.visibility ?? "public",
    membership: role ? { role, status: "active" } : null,
    inheritedRole: options.inherited ?? null,
    isHost: false,
  };
}

const partner = (
  group: EntityAccess,
  partnership: EntityAccess,
  status: PartnerAccess["status"],
): PartnerAccess => ({ kind: "partner", group, partnership, status });

describe("partner organisation policy", () => {
  it("lets whoever manages the group's members ask, once, where they can see the partnership", () => {
    const open = entity("partnership", null);
    expect(canOnPartner(member(), "ask", partner(entity("group", "admin"), open, null))).toBe(true);
    expect(canOnPartner(member(), "ask", partner(entity("group", "owner"), open, null))).toBe(true);
    expect(
      canOnPartner(member(), "ask", partner(entity("group", null, { inherited: "admin" }), open, null)),
    ).toBe(true);
    expect(canOnPartner(member(), "ask", partner(entity("group", "moderator"), open, null))).toBe(false);
    expect(canOnPartner(member(), "ask", partner(entity("group", "member"), open, null))).toBe(false);
    expect(canOnPartner(member(), "ask", partner(entity("group", "admin"), open, "pending"))).toBe(false);
    expect(canOnPartner(member(), "ask", partner(entity("group", "admin"), open, "active"))).toBe(false);
    const hidden = entity("partnership", null, { visibility: "private" });
    expect(canOnPartner(member(), "ask", partner(entity("group", "admin"), hidden, null))).toBe(false);
  });

  it("lets whoever manages the partnership's members answer a request, and only a request", () => {
    const group = entity("group", null);
    for (const role of ["admin", "owner"] as const) {
      expect(canOnPartner(member(), "approve", partner(group, entity("partnership", role), "pending"))).toBe(
        true,
      );
      expect(canOnPartner(member(), "decline", partner(group, entity("partnership", role), "pending"))).toBe(
        true,
      );
      expect(canOnPartner(member(), "approve", partner(group, entity("partnership", role), "active"))).toBe(
        false,
      );
    }
    expect(
      canOnPartner(member(), "approve", partner(group, entity("partnership", "moderator"), "pending")),
    ).toBe(false);
    // The group's own admin cannot let the group in.
    expect(
      canOnPartner(
        member(),
        "approve",
        partner(entity("group", "owner"), entity("partnership", null), "pending"),
      ),
    ).toBe(false);
  });

  it("lets either side end it, and nobody else: not a platform admin, not a visitor", () => {
    const cases: [EntityAccess, EntityAccess, boolean][] = [
      [entity("group", "admin"), entity("partnership", null), true],
      [entity("group", null), entity("partnership", "owner"), true],
      [entity("group", "member"), entity("partnership", "member"), false],
    ];
    for (const [group, partnership, allowed] of cases) {
      expect(canOnPartner(member(), "end", partner(group, partnership, "active"))).toBe(allowed);
      expect(canOnPartner(member(), "end", partner(group, partnership, "pending"))).toBe(allowed);
      expect(canOnPartner(member(), "end", partner(group, partnership, null))).toBe(false);
    }
    const neither = partner(entity("group", null), entity("partnership", null), "active");
    expect(canOnPartner(member(true), "end", neither)).toBe(false);
    expect(
      canOnPartner(
        { kind: "visitor" },
        "end",
        partner(entity("group", "owner"), entity("partnership", "owner"), "active"),
      ),
    ).toBe(false);
  });
});
