import { z } from "zod";
import { cursorInstant, INVALID_CURSOR_MESSAGE, keysetCursor } from "./cursor";
import { entityIdParamSchema } from "./ids";

/** `…/:id/files/:fileId`: an entity's id and one of its files. */
export const entityFileParamSchema = entityIdParamSchema.extend({
  fileId: z.uuid("Not a valid file id."),
});

/** GET `…/:id/files`: newest first, after the (uploaded at, file id) that ended the previous page. */
export const entityFilesQuerySchema = z.object({
  cursor: keysetCursor(
    z.tuple([cursorInstant, z.uuid(INVALID_CURSOR_MESSAGE)], { error: INVALID_CURSOR_MESSAGE }),
  ).optional(),
});
export type EntityFilesQuery = z.infer<typeof entityFilesQuerySchema>;
