import { describe, expect, it } from "vitest";
import type { Visibility } from "../../shared/enums";
import { memberActor } from "../test/policy-table";
import type { Actor } from "./actor";
import type { EntityAccess } from "./entity";
import { canOnEntityStorage, ENTITY_STORAGE_ACTIONS, type EntityStorageAccess } from "./entity-storage";
import { can, permissions } from "./index";

/**
 * The expected answers, written out by hand from decisions.md ("Roles and visibility": members
 * read the workspace, owners and admins manage storage; rights flow down), not derived from the
 * role table, so that a wrong row there fails here. The same on public and private entities:
 * a public entity's files are still its members' alone.
 */
const READ = "list download";
const MANAGE = "list download upload delete";

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

const EXPECTED: Record<Who, string> = {
  visitor: "",
  stranger: "",
  requester: "",
  member: READ,
  moderator: READ,
  admin: MANAGE,
  owner: MANAGE,
  parentAdmin: MANAGE,
  parentOwner: MANAGE,
  host: MANAGE,
  // Trust and safety moderate and read logs; a community's documents are not theirs to read.
  platformAdmin: "",
};

function situation(who: Who, visibility: Visibility): { actor: Actor; storage: EntityStorageAccess } {
  const entity: EntityAccess = {
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
      entity.membership = { role: "admin", status: "pending" };
      break;
    case "member":
    case "moderator":
    case "admin":
    case "owner":
      entity.membership = { role: who, status: "active" };
      break;
    case "parentAdmin":
      entity.inheritedRole = "admin";
      break;
    case "parentOwner":
      entity.inheritedRole = "owner";
      break;
    case "host":
      entity.isHost = true;
      break;
    case "platformAdmin":
      actor = { ...memberActor("u1"), isPlatformAdmin: true } as Actor;
      break;
  }
  return { actor, storage: { kind: "entityStorage", entity } };
}

describe("entity storage policy: every actor × action × visibility", () => {
  for (const visibility of ["public", "private"] as const) {
    for (const who of Object.keys(EXPECTED) as Who[]) {
      it(`${visibility}: ${who}`, () => {
        const { actor, storage } = situation(who, visibility);
        const allowed = new Set(EXPECTED[who].split(" ").filter(Boolean));
        const expected = Object.fromEntries(
          ENTITY_STORAGE_ACTIONS.map((action) => [action, allowed.has(action)]),
        );
        const answers = Object.fromEntries(
          ENTITY_STORAGE_ACTIONS.map((action) => [action, canOnEntityStorage(actor, action, storage)]),
        );
        expect(answers).toEqual(expected);
        // The policy index asks the same rule, and the presenters' flags are its answers.
        const viaIndex = Object.fromEntries(
          ENTITY_STORAGE_ACTIONS.map((action) => [action, can(actor, action, storage)]),
        );
        expect(viaIndex).toEqual(expected);
        expect(permissions(actor, storage)).toEqual(expected);
      });
    }
  }
});
