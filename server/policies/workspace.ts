import type { MembershipRole } from "../../shared/enums";
import type { Actor } from "./actor";
import { type Decision, decide, resting } from "./decision";
import { type EntityAccess, effectiveRole, explainOnEntity } from "./entity";
import { ROLE_RANK } from "./roles";

/**
 * `read`: open the page list and pages, follow them live, show one's presence; `write`: change a
 * page's text; `manage`: create, rename and delete pages and choose who writes.
 */
export const WORKSPACE_ACTIONS = ["read", "write", "manage"] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

/**
 * A group's, partnership's or event's workspace, for one actor: their access to the entity
 * (loadEntityAccess) and the entity's `workspace_settings.edit_role` (admin when never set).
 */
export interface WorkspaceAccess {
  kind: "workspace";
  entity: EntityAccess;
  /** The weakest role that may write page text. */
  editRole: MembershipRole;
}

/**
 * decisions.md, "Roles and visibility" and "Workspaces": members of any role read (and owners and
 * admins above, by inheritance); admins and owners manage; page text is written by roles at least
 * as strong as the edit role, which an admin may lower to moderators or to every member. Platform
 * admins read no workspace they do not belong to: trust and safety is about posts, not drafts.
 */
export function explainOnWorkspace(
  actor: Actor,
  action: WorkspaceAction,
  workspace: WorkspaceAccess,
): Decision {
  const { entity } = workspace;
  switch (action) {
    case "read":
      return resting('Needs the entity\'s "readWorkspace".', explainOnEntity(actor, "readWorkspace", entity));
    case "manage":
      return resting('Needs the entity\'s "editWorkspace".', explainOnEntity(actor, "editWorkspace", entity));
    case "write": {
      const read = explainOnEntity(actor, "readWorkspace", entity);
      if (!read.allowed) return resting('Writing needs the entity\'s "readWorkspace" first.', read);
      const role = effectiveRole(entity);
      return decide(
        role !== null && ROLE_RANK[role] >= ROLE_RANK[workspace.editRole],
        `Page text is written by ${workspace.editRole} and up (the workspace's edit role); they hold ${role ?? "no role"}.`,
      );
    }
  }
}

/** The answer of `explainOnWorkspace`. */
export function canOnWorkspace(actor: Actor, action: WorkspaceAction, workspace: WorkspaceAccess): boolean {
  return explainOnWorkspace(actor, action, workspace).allowed;
}
