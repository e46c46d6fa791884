import { Hono } from "hono";
import type { EntityType } from "../../../../shared/enums";
import { encodeCursor, takePage } from "../../../../shared/schemas/cursor";
import { entityIdParamSchema } from "../../../../shared/schemas/ids";
import {
  createWorkspacePageSchema,
  renameWorkspacePageSchema,
  workspacePageParamSchema,
  workspacePagesQuerySchema,
  workspaceSettingsSchema,
} from "../../../../shared/schemas/workspace";
import {
  createWorkspacePage,
  deleteWorkspacePage,
  PAGE_NOT_FOUND,
  renameWorkspacePage,
  setWorkspaceEditRole,
} from "../../../commands/workspace-pages";
import type { AppEnv } from "../../../context";
import { notFound } from "../../../errors";
import { enforceMemberLimit } from "../../../limits/refuse";
import { requireSession } from "../../../middleware/session";
import { validate } from "../../../middleware/validate";
import { authorize } from "../../../policies";
import { presentOk } from "../../../presenters/platform";
import {
  presentOpenPage,
  presentPage,
  presentWorkspace,
  presentWorkspacePages,
} from "../../../presenters/workspace";
import {
  lastUpdateIdOf,
  listWorkspacePages,
  loadEntityName,
  readStoredDocument,
} from "../../../queries/workspaces";
import { yjs } from "../../../workspaces/yjs-pool";
import { loadPage, loadWorkspace } from "./load";

/**
 * A workspace's settings and pages (docs/decisions.md, "Workspaces"): members read, admins and
 * owners create, rename and delete pages and choose who writes page text.
 */
export function workspacePageRoutes(type: EntityType) {
  return new Hono<AppEnv>()
    .get("/:id/workspace/settings", requireSession, validate("param", entityIdParamSchema), async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid("param");
      const access = await loadWorkspace(db, c.var.actor, type, id);
      authorize(c.var.actor, "read", access);
      const name = await loadEntityName(db, { type, id });
      return c.json({ workspace: presentWorkspace(c.var.actor, access, name) });
    })
    .put(
      "/:id/workspace/settings",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("json", workspaceSettingsSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id } = c.req.valid("param");
        const access = await loadWorkspace(db, c.var.actor, type, id);
        authorize(c.var.actor, "manage", access);
        const { editRole } = c.req.valid("json");
        await setWorkspaceEditRole(db, { type, id }, editRole);
        const name = await loadEntityName(db, { type, id });
        return c.json({ workspace: presentWorkspace(c.var.actor, { ...access, editRole }, name) });
      },
    )
    .get(
      "/:id/workspace/pages",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", workspacePagesQuerySchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id } = c.req.valid("param");
        const { cursor, limit } = c.req.valid("query");
        const access = await loadWorkspace(db, c.var.actor, type, id);
        authorize(c.var.actor, "read", access);
        const rows = await listWorkspacePages(db, { type, id }, cursor, limit);
        const { page, next: position } = takePage(rows, limit, (last) => [last.sortTitle, last.id]);
        const next = position ? encodeCursor(position) : null;
        const name = await loadEntityName(db, { type, id });
        return c.json(presentWorkspacePages(c.var.actor, access, name, page, next));
      },
    )
    .post(
      "/:id/workspace/pages",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("json", createWorkspacePageSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id } = c.req.valid("param");
        const access = await loadWorkspace(db, c.var.actor, type, id);
        authorize(c.var.actor, "manage", access);
        await enforceMemberLimit(c, "workspacePage");
        const row = await createWorkspacePage(db, { type, id }, c.req.valid("json").title, c.var.member.id);
        return c.json({ page: presentPage(row) }, 201);
      },
    )
    .get(
      "/:id/workspace/pages/:pageId",
      requireSession,
      validate("param", workspacePageParamSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, pageId } = c.req.valid("param");
        const access = await loadWorkspace(db, c.var.actor, type, id);
        authorize(c.var.actor, "read", access);
        const page = await loadPage(db, access, pageId);
        const last = await lastUpdateIdOf(db, pageId);
        if (last === null) throw notFound(PAGE_NOT_FOUND);
        const opened = await c.var.deps.documents.get(pageId, last, async () => {
          // Read in bounded slices, merged on the Yjs worker: neither holds the event loop.
          const stored = await readStoredDocument(db, pageId);
          if (!stored) throw notFound(PAGE_NOT_FOUND);
          const merged = await yjs.merge(stored.state, stored.updates);
          return { document: Buffer.from(merged).toString("base64"), lastUpdateId: stored.lastUpdateId };
        });
        const name = await loadEntityName(db, { type, id });
        return c.json(presentOpenPage(c.var.actor, access, name, page, opened.document, opened.lastUpdateId));
      },
    )
    .patch(
      "/:id/workspace/pages/:pageId",
      requireSession,
      validate("param", workspacePageParamSchema),
      validate("json", renameWorkspacePageSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, pageId } = c.req.valid("param");
        const access = await loadWorkspace(db, c.var.actor, type, id);
        authorize(c.var.actor, "manage", access);
        await loadPage(db, access, pageId);
        const row = await renameWorkspacePage(db, pageId, c.req.valid("json").title, c.var.member.id);
        return c.json({ page: presentPage(row) });
      },
    )
    .delete(
      "/:id/workspace/pages/:pageId",
      requireSession,
      validate("param", workspacePageParamSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, pageId } = c.req.valid("param");
        const access = await loadWorkspace(db, c.var.actor, type, id);
        authorize(c.var.actor, "manage", access);
        await loadPage(db, access, pageId);
        await deleteWorkspacePage(db, pageId);
        return c.json(presentOk());
      },
    );
}
