import { z } from "zod";
import { WORKSPACE_EDIT_ROLES, WORKSPACE_PAGES_PAGE_SIZE, WORKSPACE_TITLE_MAX_LENGTH } from "../workspace";
import { INVALID_CURSOR_MESSAGE, keysetCursor } from "./cursor";
import { entityIdParamSchema } from "./ids";
import { singleLineText } from "./text";

export const WORKSPACE_TITLE_REQUIRED = "Give the page a title.";
export const WORKSPACE_TITLE_TOO_LONG = `A title has at most ${WORKSPACE_TITLE_MAX_LENGTH} characters.`;

/** A page's title: one line, trimmed, 1–200 characters. */
export const workspaceTitle = singleLineText()
  .min(1, WORKSPACE_TITLE_REQUIRED)
  .max(WORKSPACE_TITLE_MAX_LENGTH, WORKSPACE_TITLE_TOO_LONG);

/** POST …/workspace/pages: a new page. */
export const createWorkspacePageSchema = z.object({ title: workspaceTitle });
export type CreateWorkspacePageInput = z.infer<typeof createWorkspacePageSchema>;

/** PATCH …/workspace/pages/{pageId}: a new title. */
export const renameWorkspacePageSchema = z.object({ title: workspaceTitle });
export type RenameWorkspacePageInput = z.infer<typeof renameWorkspacePageSchema>;

/** PUT …/workspace/settings: the weakest role that may write page text. */
export const workspaceSettingsSchema = z.object({
  editRole: z.enum(WORKSPACE_EDIT_ROLES, "Choose members, moderators or admins."),
});
export type WorkspaceSettingsInput = z.infer<typeof workspaceSettingsSchema>;

/** `/{type}s/{id}/workspace/pages/{pageId}`. */
export const workspacePageParamSchema = entityIdParamSchema.extend({
  pageId: z.uuid("Not a valid page id."),
});

const LIMIT_MESSAGE = `The limit is a whole number from 1 to ${WORKSPACE_PAGES_PAGE_SIZE}.`;

/** GET …/workspace/pages: by title, a page at a time (after the previous page's last title and id). */
export const workspacePagesQuerySchema = z.object({
  cursor: keysetCursor(
    z.tuple([z.string(INVALID_CURSOR_MESSAGE).max(1000), z.uuid(INVALID_CURSOR_MESSAGE)], {
      error: INVALID_CURSOR_MESSAGE,
    }),
  ).optional(),
  limit: z.coerce
    .number(LIMIT_MESSAGE)
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(WORKSPACE_PAGES_PAGE_SIZE, LIMIT_MESSAGE)
    .default(WORKSPACE_PAGES_PAGE_SIZE),
});
export type WorkspacePagesQuery = z.output<typeof workspacePagesQuerySchema>;

/** GET …/pages/{pageId}/stream: the updates after this id (EventSource's Last-Event-ID wins). */
export const workspaceStreamQuerySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,18}$/, "Not a valid update id.")
    .optional(),
});
