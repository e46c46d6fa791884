import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { ENTITY_TYPES, MEMBERSHIP_ROLES } from "../../../shared/enums";
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
    /**
     * The Yjs document as of update `state_seq`: the updates after it (workspace_updates) are
     * applied on top when the page is read, and folded in here from time to time.
     */
    ydocState: bytea("ydoc_state"),
    stateSeq: bigint("state_seq", { mode: "number" }).notNull().default(0),
    /** Plain text extracted from the document, for search and previews. */
    contentText: text("content_text").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("workspace_pages_entity_updated_idx").on(t.entityType, t.entityId, t.updatedAt.desc()),
    // The page list, by title (its keyset).
    index("workspace_pages_entity_title_idx").on(t.entityType, t.entityId, sql`lower(${t.title})`, t.id),
    check("workspace_pages_entity_type_check", inList(t.entityType, ENTITY_TYPES)),
  ],
);

/**
 * Every Yjs update made to a page, in the order it committed on that page (the writer holds a
 * lock per page to commit, so a reader that has seen id n has seen all of the page's below it).
 * Browsers catch up from the last id they saw; folded into the page's state, then deleted.
 */
export const workspaceUpdates = pgTable(
  "workspace_updates",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => workspacePages.id, { onDelete: "cascade" }),
    data: bytea("data").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("workspace_updates_page_idx").on(t.pageId, t.id)],
);

/**
 * Who edited a page since its members were last told: one editing session per page, closed and
 * announced once nobody has edited for a while (never per keystroke).
 */
export const workspacePageEdits = pgTable(
  "workspace_page_edits",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => workspacePages.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstEditAt: timestamp("first_edit_at", { withTimezone: true }).notNull().defaultNow(),
    lastEditAt: timestamp("last_edit_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.userId] }),
    index("workspace_page_edits_last_idx").on(t.lastEditAt),
  ],
);

/**
 * Whose a presence client id is on a page (issue 26): the member who first sent presence under it.
 * Another member's message under the same id is refused, so no reader can clear or move someone
 * else's caret. Pruned after two days (a browser picks a new id each time it opens a page).
 */
export const workspacePresenceClients = pgTable(
  "workspace_presence_clients",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => workspacePages.id, { onDelete: "cascade" }),
    clientId: bigint("client_id", { mode: "number" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.clientId] }),
    index("workspace_presence_clients_created_idx").on(t.createdAt),
  ],
);

/**
 * Per entity, the weakest role that may write its workspace pages: admins and owners by default,
 * lowered by an admin to moderators or to every member (decisions.md, "Workspaces").
 */
export const workspaceSettings = pgTable(
  "workspace_settings",
  {
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    editRole: text("edit_role").notNull().default("admin"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entityType, t.entityId] }),
    check("workspace_settings_entity_type_check", inList(t.entityType, ENTITY_TYPES)),
    check("workspace_settings_edit_role_check", inList(t.editRole, MEMBERSHIP_ROLES)),
  ],
);
