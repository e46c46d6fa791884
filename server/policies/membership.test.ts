import { describe, expect, it } from "vitest";
import type { MembershipRole } from "../../shared/enums";
import { memberActor } from "../test/policy-table";
import type { Actor } from "./actor";
import type { EntityAccess } from "./entity";
import { can } from "./index";
import {
  assignableRoles,
  canOnInvitation,
  canOnMembership,
  MEMBERSHIP_ACTIONS,
  type MembershipAccess,
} from "./membership";

type Hand = "none" | "member" | "moderator" | "admin" | "owner" | "parentAdmin" | "platformAdmin";
type Target = "request" | "member" | "moderator" | "admin" | "owner";

/** Hand-written from decisions.md ("Membership"): what each hand may do to each membership. */
const EXPECTED: Record<Hand, Record<Target, string>> = {
  none: { request: "", member: "", moderator: "", admin: "", owner: "" },
  member: { request: "", member: "", moderator: "", admin: "", owner: "" },
  moderator: { request: "", member: "", moderator: "", admin: "", owner: "" },
  admin: {
    request: "approve decline",
    member: "changeRole remove",
    moderator: "changeRole remove",
    admin: "",
    owner: "",
  },
  owner: {
    request: "approve decline",
    member: "changeRole remove makeOwner",
    moderator: "changeRole remove makeOwner",
    admin: "changeRole remove makeOwner",
    owner: "",
  },
  // An admin of the parent group holds an admin's rights here (rights flow down).
  parentAdmin: {
    request: "approve decline",
    member: "changeRole remove",
    moderator: "changeRole remove",
    admin: "",
    owner: "",
  },
  // Platform admins moderate content; running a community's membership is its own admins' work.
  platformAdmin: { request: "", member: "", moderator: "", admin: "", owner: "" },
};

function entity(hand: Hand): EntityAccess {
  const own = ["member", "moderator", "admin", "owner"].includes(hand) ? (hand as MembershipRole) : null;
  return {
    kind: "entity",
    type: "group",
    id: 1,
    visibility: "private",
    membership: own ? { role: own, status: "active" } : null,
    inheritedRole: hand === "parentAdmin" ? "admin" : null,
    isHost: false,
  };
}

function actorFor(hand: Hand): Actor {
  return { ...memberActor("actor"), isPlatformAdmin: hand === "platformAdmin" } as Actor;
}

function membership(hand: Hand, target: Target, userId = "target"): MembershipAccess {
  return {
    kind: "membership",
    entity: entity(hand),
    target:
      target === "request"
        ? { userId, role: "member", status: "pending" }
        : { userId, role: target, status: "active" },
  };
}

describe("membership policy: every hand × membership × action", () => {
  for (const hand of Object.keys(EXPECTED) as Hand[]) {
    for (const target of Object.keys(EXPECTED[hand]) as Target[]) {
      it(`${hand} on ${target}`, () => {
        const allowed = new Set(EXPECTED[hand][target].split(" ").filter(Boolean));
        const access = membership(hand, target);
        const expected = Object.fromEntries(
          MEMBERSHIP_ACTIONS.map((action) => [action, allowed.has(action)]),
        );
        const answers = MEMBERSHIP_ACTIONS.map((action) => [
          action,
          canOnMembership(actorFor(hand), action, access),
        ]);
        expect(Object.fromEntries(answers)).toEqual(expected);
        const viaIndex = MEMBERSHIP_ACTIONS.map((action) => [action, can(actorFor(hand), action, access)]);
        expect(Object.fromEntries(viaIndex)).toEqual(expected);
      });
    }
  }

  it("never lets anyone act on their own membership here, nor a visitor on any", () => {
    for (const hand of ["admin", "owner"] as const) {
      const own = membership(hand, "member", "actor");
      for (const action of MEMBERSHIP_ACTIONS)
        expect(canOnMembership(actorFor(hand), action, own)).toBe(false);
    }
    for (const action of MEMBERSHIP_ACTIONS) {
      expect(canOnMembership({ kind: "visitor" }, action, membership("owner", "member"))).toBe(false);
    }
  });
});

describe("assignableRoles", () => {
  it("offers roles up to one's own, never owner, and nothing to those who may not change roles", () => {
    expect(assignableRoles(actorFor("owner"), entity("owner"))).toEqual(["admin", "moderator", "member"]);
    expect(assignableRoles(actorFor("admin"), entity("admin"))).toEqual(["admin", "moderator", "member"]);
    expect(assignableRoles(actorFor("parentAdmin"), entity("parentAdmin"))).toEqual([
      "admin",
      "moderator",
      "member",
    ]);
    expect(assignableRoles(actorFor("moderator"), entity("moderator"))).toEqual([]);
    expect(assignableRoles(actorFor("platformAdmin"), entity("platformAdmin"))).toEqual([]);
  });
});

describe("invitation policy", () => {
  const invitation = (status: "pending" | "accepted" = "pending", hand: Hand = "none") => ({
    kind: "invitation" as const,
    email: "Ada.Lovelace@Example.org",
    status,
    entity: entity(hand),
  });
  const ada: Actor = { ...memberActor("ada"), email: "ada.lovelace@example.org" } as Actor;

  it("is answered by whoever confirmed its address, in any letter case, while it is open", () => {
    expect(canOnInvitation(ada, "accept", invitation())).toBe(true);
    expect(canOnInvitation(ada, "decline", invitation())).toBe(true);
    expect(canOnInvitation(ada, "accept", invitation("accepted"))).toBe(false);
    expect(canOnInvitation({ ...ada, emailVerified: false } as Actor, "accept", invitation())).toBe(false);
    expect(canOnInvitation(memberActor("bob"), "accept", invitation())).toBe(false);
    expect(canOnInvitation({ kind: "visitor" }, "accept", invitation())).toBe(false);
  });

  it("is revoked by those who manage the entity's members, not by its addressee", () => {
    expect(canOnInvitation(actorFor("admin"), "revoke", invitation("pending", "admin"))).toBe(true);
    expect(canOnInvitation(actorFor("moderator"), "revoke", invitation("pending", "moderator"))).toBe(false);
    expect(canOnInvitation(ada, "revoke", invitation())).toBe(false);
  });
});
