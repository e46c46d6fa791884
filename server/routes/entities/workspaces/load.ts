import type { EntityType } from "../../../../shared/enums";
import { PAGE_NOT_FOUND } from "../../../commands/workspace-pages";
import type { Executor } from "../../../db/client";
import { notFound } from "../../../errors";
import type { Actor, WorkspaceAccess } from "../../../policies";
import { findWorkspacePage, loadEditRole, type WorkspacePageRow } from "../../../queries/workspaces";
import { loadEntity } from "../load";

/**
 * The load step of a workspace route: the actor's access to the entity (404 when it does not
 * exist) and the entity's edit role, as the workspace policy takes them.
 */
export async function loadWorkspace(
  db: Executor,
  actor: Actor,
  type: EntityType,
  id: number,
): Promise<WorkspaceAccess> {
  const ref = { type, id };
  const entity = await loadEntity(db, actor, ref);
  return { kind: "workspace", entity, editRole: await loadEditRole(db, ref) };
}

/**
 * A page of this workspace, or 404. Asked after the workspace's `read` is authorised, so an
 * outsider learns nothing about which pages exist.
 */
export async function loadPage(
  db: Executor,
  access: WorkspaceAccess,
  pageId: string,
): Promise<WorkspacePageRow> {
  const page = await findWorkspacePage(db, { type: access.entity.type, id: access.entity.id }, pageId);
  if (!page) throw notFound(PAGE_NOT_FOUND);
  return page;
}
