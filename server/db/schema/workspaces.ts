import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { ENTITY_TYPES } from "../../../shared/enums";
import { users } from "./auth";
import { inList, timestamps } from "./helpers";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** A page of a group's, partnership's or event's workspace; its rich text is a Yjs document. */
export const workspacePages = pgTable(
  "workspace_pages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    /** The Yjs document state; the source of truth for live collaboration. */
    ydocState: bytea("ydoc_state"),
    /** Plain text extracted from the document, for search and previews. */
    contentText: text("content_text").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("workspace_pages_entity_updated_idx").on(t.entityType, t.entityId, t.updatedAt.desc()),
    check("workspace_pages_entity_type_check", inList(t.entityType, ENTITY_TYPES)),
  ],
);
