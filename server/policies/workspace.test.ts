import { describe, expect, it } from "vitest";
import type { EntityType, MembershipRole, Visibility } from "../../shared/enums";
import type { Actor } from "./actor";
import type { EntityAccess } from "./entity";
import { can } from "./index";
import { canOnWorkspace, WORKSPACE_ACTIONS, type WorkspaceAccess } from "./workspace";

/**
 * Every actor × edit role × visibility, the answers written out by hand from decisions.md
 * ("Roles and visibility", "Workspaces"), not derived from the role table.
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

type EditRole = "admin" | "moderator" | "member";

/** What each actor may do, by the entity's edit role; visibility changes nothing here. */
const EXPECTED: Record<Who, Record<EditRole, string>> = {
  visitor: { admin: "", moderator: "", member: "" },
  // A public entity shows its page to everyone, its workspace only to its members.
  stranger: { admin: "", moderator: "", member: "" },
  requester: { admin: "", moderator: "", member: "" },
  member: { admin: "read", moderator: "read", member: "read write" },
  moderator: { admin: "read", moderator: "read write", member: "read write" },
  admin: { admin: "read write manage", moderator: "read write manage", member: "read write manage" },
  owner: { admin: "read write manage", moderator: "read write manage", member: "read write manage" },
  parentAdmin: { admin: "read write manage", moderator: "read write manage", member: "read write manage" },
  parentOwner: { admin: "read write manage", moderator: "read write manage", member: "read write manage" },
  host: { admin: "read write manage", moderator: "read write manage", member: "read write manage" },
  platformAdmin: { admin: "", moderator: "", member: "" },
};

function situation(who: Who, type: EntityType, visibility: Visibility, editRole: MembershipRole) {
  const entity: EntityAccess = {
    kind: "entity",
    type,
    id: 3,
    visibility,
    membership: null,
    inheritedRole: null,
    isHost: false,
  };
  let actor: Actor = {
    kind: "member",
    id: "u1",
    email: "u1@example.org",
    emailVerified: true,
    name: "U One",
    isPlatformAdmin: false,
  };
  switch (who) {
    case "visitor":
      actor = { kind: "visitor" };
      break;
    case "requester":
      entity.membership = { role: "member", status: "pending" };
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
      actor = { ...actor, isPlatformAdmin: true };
      break;
  }
  const workspace: WorkspaceAccess = { kind: "workspace", entity, editRole };
  return { actor, workspace };
}

describe("workspace policy: every actor × edit role × visibility", () => {
  for (const type of ["group", "partnership", "event"] as const) {
    for (const visibility of ["public", "private"] as const) {
      for (const editRole of ["admin", "moderator", "member"] as const) {
        for (const who of Object.keys(EXPECTED) as Who[]) {
          if (who === "host" && type !== "event") continue;
          it(`${type}, ${visibility}, written by ${editRole}s: ${who}`, () => {
            const { actor, workspace } = situation(who, type, visibility, editRole);
            const allowed = new Set(EXPECTED[who][editRole].split(" ").filter(Boolean));
            const expected = Object.fromEntries(WORKSPACE_ACTIONS.map((a) => [a, allowed.has(a)]));
            const answers = Object.fromEntries(
              WORKSPACE_ACTIONS.map((a) => [a, canOnWorkspace(actor, a, workspace)]),
            );
            expect(answers).toEqual(expected);
            const viaIndex = Object.fromEntries(WORKSPACE_ACTIONS.map((a) => [a, can(actor, a, workspace)]));
            expect(viaIndex).toEqual(expected);
          });
        }
      }
    }
  }

  it("lets nobody but owners write when the edit role is owner", () => {
    const admin = situation("admin", "group", "private", "owner");
    expect(canOnWorkspace(admin.actor, "write", admin.workspace)).toBe(false);
    expect(canOnWorkspace(admin.actor, "manage", admin.workspace)).toBe(true);
    const owner = situation("owner", "group", "private", "owner");
    expect(canOnWorkspace(owner.actor, "write", owner.workspace)).toBe(true);
  });

  it("gives a pending request to join as an admin no right at all", () => {
    const { actor, workspace } = situation("requester", "group", "private", "member");
    workspace.entity.membership = { role: "admin", status: "pending" };
    expect(WORKSPACE_ACTIONS.filter((a) => canOnWorkspace(actor, a, workspace))).toEqual([]);
  });
});
