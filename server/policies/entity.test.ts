import { describe, expect, it } from "vitest";
import type { EntityType, Visibility } from "../../shared/enums";
import type { Actor } from "./actor";
import { canOnEntity, type EntityAccess } from "./entity";
import { ENTITY_ACTIONS } from "./roles";

/**
 * The expected answers, written out by hand from decisions.md ("Roles and visibility") rather than
 * derived from the role table, so that a wrong row in the table fails here.
 */
const MEMBER = "view preview register post comment readWorkspace leave";
const MODERATOR = `${MEMBER} moderate`;
const RUNS =
  "update manageMembers manageRoles manageStorage editWorkspace createSubgroup readAuditLog manageShifts verifyHours viewReports giveAwards createEvent";
const ADMIN = `${MODERATOR} ${RUNS}`;
const OWNER = `view preview register post comment readWorkspace moderate ${RUNS} transferOwnership delete`;
const INHERITED_ADMIN = `view preview register post comment readWorkspace moderate ${RUNS}`;

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
  | "parentModerator"
  | "host"
  | "platformAdmin";

const EXPECTED: Record<Who, Record<Visibility, string>> = {
  visitor: { public: "preview", private: "" },
  stranger: { public: "view preview join register", private: "preview requestToJoin" },
  requester: { public: "view preview cancelRequest register", private: "preview cancelRequest" },
  member: { public: MEMBER, private: MEMBER },
  moderator: { public: MODERATOR, private: MODERATOR },
  admin: { public: ADMIN, private: ADMIN },
  owner: { public: OWNER, private: OWNER },
  // Rights flow down from an owner or admin above, who may also join a public one in their own name.
  parentAdmin: { public: `${INHERITED_ADMIN} join`, private: INHERITED_ADMIN },
  parentOwner: {
    public: `${INHERITED_ADMIN} transferOwnership delete join`,
    private: `${INHERITED_ADMIN} transferOwnership delete`,
  },
  // A moderator's rights stay where they were given.
  parentModerator: { public: "view preview join register", private: "preview requestToJoin" },
  host: {
    public: `${INHERITED_ADMIN} transferOwnership delete join`,
    private: `${INHERITED_ADMIN} transferOwnership delete`,
  },
  platformAdmin: {
    public: "view preview join register moderate readAuditLog",
    private: "view preview requestToJoin moderate readAuditLog",
  },
};

const member = (isPlatformAdmin = false): Actor => ({
  kind: "member",
  id: "u1",
  email: "u1@example.org",
  emailVerified: true,
  name: "U One",
  isPlatformAdmin,
});

function situation(
  who: Who,
  type: EntityType,
  visibility: Visibility,
): { actor: Actor; access: EntityAccess } {
  const access: EntityAccess = {
    kind: "entity",
    type,
    id: 7,
    visibility,
    membership: null,
    inheritedRole: null,
    isHost: false,
  };
  const active = (role: "member" | "moderator" | "admin" | "owner") => ({ role, status: "active" as const });
  switch (who) {
    case "visitor":
      return { actor: { kind: "visitor" }, access };
    case "requester":
      access.membership = { role: "member", status: "pending" };
      break;
    case "member":
    case "moderator":
    case "admin":
    case "owner":
      access.membership = active(who);
      break;
    case "parentAdmin":
      access.inheritedRole = "admin";
      break;
    case "parentOwner":
      access.inheritedRole = "owner";
      break;
    case "host":
      access.isHost = true;
      break;
    case "platformAdmin":
      return { actor: member(true), access };
  }
  return { actor: member(), access };
}

describe("entity policy: every role × action × visibility", () => {
  for (const type of ["group", "partnership", "event"] as const) {
    for (const visibility of ["public", "private"] as const) {
      for (const who of Object.keys(EXPECTED) as Who[]) {
        if (who === "host" && type !== "event") continue;
        // parentModerator holds nothing here: loadEntityAccess never passes a moderator down.
        it(`${type}, ${visibility}: ${who}`, () => {
          const { actor, access } = situation(who, type, visibility);
          const allowed = new Set(EXPECTED[who][visibility].split(" ").filter(Boolean));
          // Letting go of one's own places at an event: every member, whatever they may see.
          if (who !== "visitor") allowed.add("withdraw");
          if (type !== "event") {
            allowed.delete("manageShifts");
            allowed.delete("register");
            allowed.delete("withdraw");
          } else allowed.delete("createEvent");
          const answers = Object.fromEntries(
            ENTITY_ACTIONS[type].map((action) => [action, canOnEntity(actor, action, access)]),
          );
          const expected = Object.fromEntries(
            ENTITY_ACTIONS[type].map((action) => [action, allowed.has(action)]),
          );
          expect(answers).toEqual(expected);
        });
      }
    }
  }

  it("knows shifts only on events", () => {
    const { actor, access } = situation("owner", "group", "public");
    expect(canOnEntity(actor, "manageShifts", access)).toBe(false);
    expect(ENTITY_ACTIONS.event).toContain("manageShifts");
  });

  it("gives a pending request no rights of the role it asks for", () => {
    const { actor, access } = situation("requester", "group", "private");
    access.membership = { role: "admin", status: "pending" };
    expect(canOnEntity(actor, "view", access)).toBe(false);
    expect(canOnEntity(actor, "update", access)).toBe(false);
  });
});
