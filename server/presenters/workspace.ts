import { type Actor, permissions, type WorkspaceAccess } from "../policies";
import type { WorkspacePageRow, WorkspacePageSummary } from "../queries/workspaces";
import type { WorkspaceStreamMessage } from "../workspaces/hub";

/**
 * A workspace as its pages show it: the entity it belongs to, who writes page text, and what the
 * viewer may do (`can.read`, `can.write`, `can.manage`), so the browser never re-derives a role.
 */
export function presentWorkspace(actor: Actor, access: WorkspaceAccess, entityName: string) {
  return {
    entity: { type: access.entity.type, id: access.entity.id, name: entityName },
    editRole: access.editRole,
    can: permissions(actor, access),
  };
}

/** One row of the page list: a preview of its text, not the document. */
export function presentPageSummary(row: WorkspacePageSummary) {
  return {
    id: row.id,
    title: row.title,
    preview: row.contentText.slice(0, 160),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The page list, by title, with the workspace it belongs to and the next page's cursor. */
export function presentWorkspacePages(
  actor: Actor,
  access: WorkspaceAccess,
  entityName: string,
  rows: WorkspacePageSummary[],
  nextCursor: string | null,
) {
  return {
    workspace: presentWorkspace(actor, access, entityName),
    pages: rows.map(presentPageSummary),
    nextCursor,
  };
}

/** A page's own fields, without its document (a created or renamed page). */
export function presentPage(row: WorkspacePageRow) {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A page opened for reading or editing: its fields, the workspace, and the document as one Yjs
 * update (base64) as of `lastUpdateId`, from which the browser's stream goes on.
 */
export function presentOpenPage(
  actor: Actor,
  access: WorkspaceAccess,
  entityName: string,
  row: WorkspacePageRow,
  /** The document as one Yjs update, base64 (workspaces/document-cache.ts keeps it so). */
  document: string,
  lastUpdateId: number,
) {
  return {
    workspace: presentWorkspace(actor, access, entityName),
    page: presentPage(row),
    document,
    lastUpdateId: String(lastUpdateId),
  };
}

/** The acknowledgement of a stored update: its id, once it has committed. */
export function presentUpdateAck(id: number) {
  return { id: String(id) };
}

/** One message of a page's stream, as the SSE event carries it. */
export function presentStreamMessage(message: WorkspaceStreamMessage) {
  if (message.kind === "title") return { event: "title", data: JSON.stringify({ title: message.title }) };
  return { event: "update", id: message.id, data: Buffer.from(message.data).toString("base64") };
}
