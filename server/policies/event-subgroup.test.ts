import { describe, expect, it } from "vitest";
import type { Visibility } from "../../shared/enums";
import { memberActor } from "../test/policy-table";
import type { Actor } from "./actor";
import type { EntityAccess } from "./entity";
import {
  canOnEventSubgroup,
  EVENT_SUBGROUP_ACTIONS,
  type EventSubgroupAccess,
  joinRefusal,
} from "./event-subgroup";
import { can, permissions } from "./index";

/**
 * Every actor × where they stand × visibility, the answers written out by hand from decisions.md
 * ("Roles and visibility", "Event subgroups"), not derived from the role table.
 */
type Who =
  | "visitor"
  | "stranger"
  | "requester"
  | "member"
  | "moderator"
  | "admin"
  | "owner"
  | "parentAdmin"
  | "parentOwner"
  | "host"
  | "platformAdmin";

/** Not registered; registered but not in the subgroup; registered and in it. */
type Stance = "outside" | "registered" | "in";

const RUN = "view create update delete removeMember";
const MEMBER: Record<Stance, string> = { outside: "view", registered: "view join", in: "view leave" };
const RUNNER: Record<Stance, string> = {
  outside: RUN,
  registered: `${RUN} join`,
  in: `${RUN} leave`,
};
const NOTHING: Record<Stance, string> = { outside: "", registered: "", in: "" };

const EXPECTED: Record<Visibility, Record<Who, Record<Stance, string>>> = {
  public: {
    visitor: NOTHING,
    stranger: MEMBER,
    requester: MEMBER,
    member: MEMBER,
    moderator: MEMBER,
    admin: RUNNER,
    owner: RUNNER,
    parentAdmin: RUNNER,
    parentOwner: RUNNER,
    host: RUNNER,
    // Anyone may register for a public event, a platform admin too.
    platformAdmin: MEMBER,
  },
  private: {
    visitor: NOTHING,
    // A private event's subgroups are private with it, places in them included.
    stranger: NOTHING,
    requester: NOTHING,
    member: MEMBER,
    moderator: MEMBER,
    admin: RUNNER,
    owner: RUNNER,
    parentAdmin: RUNNER,
    parentOwner: RUNNER,
    host: RUNNER,
    // Oversight lets a platform admin look, not sign up.
    platformAdmin: { outside: "view", registered: "view", in: "view leave" },
  },
};

function situation(who: Who, visibility: Visibility, stance: Stance) {
  const event: EntityAccess = {
    kind: "entity",
    type: "event",
    id: 7,
    visibility,
    membership: null,
    inheritedRole: null,
    isHost: false,
  };
  let actor: Actor = memberActor("u1");
  switch (who) {
    case "visitor":
      actor = { kind: "visitor" };
      break;
    case "requester":
      event.membership = { role: "member", status: "pending" };
      break;
    case "member":
    case "moderator":
    case "admin":
    case "owner":
      event.membership = { role: who, status: "active" };
      break;
    case "parentAdmin":
      event.inheritedRole = "admin";
      break;
    case "parentOwner":
      event.inheritedRole = "owner";
      break;
    case "host":
      event.isHost = true;
      break;
    case "platformAdmin":
      actor = { ...memberActor("u1"), isPlatformAdmin: true } as Actor;
      break;
  }
  const subgroup: EventSubgroupAccess = {
    kind: "eventSubgroup",
    event,
    registered: stance !== "outside",
    isMember: stance === "in",
  };
  return { actor, subgroup };
}

describe("event subgroup policy: every actor × stance × visibility", () => {
  for (const visibility of ["public", "private"] as const) {
    for (const who of Object.keys(EXPECTED[visibility]) as Who[]) {
      for (const stance of ["outside", "registered", "in"] as const) {
        it(`${visibility}: ${who}, ${stance}`, () => {
          const { actor, subgroup } = situation(who, visibility, stance);
          const allowed = new Set(EXPECTED[visibility][who][stance].split(" ").filter(Boolean));
          const expected = Object.fromEntries(
            EVENT_SUBGROUP_ACTIONS.map((action) => [action, allowed.has(action)]),
          );
          const answers = Object.fromEntries(
            EVENT_SUBGROUP_ACTIONS.map((action) => [action, canOnEventSubgroup(actor, action, subgroup)]),
          );
          expect(answers).toEqual(expected);
          // The policy index asks the same rule, and the presenters' flags are its answers.
          const viaIndex = Object.fromEntries(
            EVENT_SUBGROUP_ACTIONS.map((action) => [action, can(actor, action, subgroup)]),
          );
          expect(viaIndex).toEqual(expected);
          expect(permissions(actor, subgroup)).toEqual(expected);
        });
      }
    }
  }
});

describe("why a member may not join", () => {
  it("says to register first, or that they are in already", () => {
    expect(joinRefusal(situation("member", "public", "outside").subgroup)).toBe(
      "Register for the event to join its subgroups.",
    );
    expect(joinRefusal(situation("member", "public", "in").subgroup)).toBe(
      "You are already in this subgroup.",
    );
    expect(joinRefusal(situation("member", "public", "registered").subgroup)).toBeUndefined();
  });
});
