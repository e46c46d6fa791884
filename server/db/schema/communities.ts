import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { MEMBERSHIP_ROLES, MEMBERSHIP_STATUSES, VISIBILITIES } from "../../../shared/enums";
import { JOIN_MESSAGE_MAX_LENGTH } from "../../../shared/moderation";
import { users } from "./auth";
import { inList, timestamps } from "./helpers";

/** Groups have numeric ids: the organisation list refers to them as `group-{n}` (spec §5). */
export const groups = pgTable(
  "groups",
  {
    groupId: integer("group_id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 120 }).notNull(),
    description: text("description").notNull().default(""),
    /** Set for a subgroup; deleting a group deletes its subgroups. */
    parentGroupId: integer("parent_group_id").references((): AnyPgColumn => groups.groupId, {
      onDelete: "cascade",
    }),
    profileImage: text("profile_image"),
    coverPhoto: text("cover_photo"),
    visibility: text("visibility").notNull().default("public"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("groups_parent_group_id_idx").on(t.parentGroupId),
    index("groups_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // Search: names starting with the query, in name order then id, so that the first five end
    // the read without a sort (queries/people-search.ts).
    index("groups_name_prefix_idx").on(sql`(lower(${t.name}) collate "C")`, t.groupId),
    /** The communities list's order: by name, case set aside, then id (its keyset). */
    index("groups_name_order_idx").on(sql`lower(${t.name})`, t.groupId),
    check("groups_visibility_check", inList(t.visibility, VISIBILITIES)),
  ],
);

export const groupMemberships = pgTable(
  "group_memberships",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    uid: uuid("uid")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.groupId, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    /** `pending` is a join request to a private group awaiting an admin. */
    status: text("status").notNull().default("active"),
    /** The optional message sent with a request to join. */
    message: varchar("message", { length: JOIN_MESSAGE_MAX_LENGTH }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("group_memberships_group_user_idx").on(t.groupId, t.uid),
    // One owner at a time (issue 26): two transfers at once once left two.
    uniqueIndex("group_memberships_one_owner_idx").on(t.groupId).where(sql`${t.role} = 'owner'`),
    // The members list and the requests waiting, each in joining order (its keyset).
    index("group_memberships_list_idx").on(t.groupId, t.status, t.joinedAt, t.id),
    index("group_memberships_uid_idx").on(t.uid),
    check("group_memberships_role_check", inList(t.role, MEMBERSHIP_ROLES)),
    check("group_memberships_status_check", inList(t.status, MEMBERSHIP_STATUSES)),
  ],
);

/** Organisation-like communities; numeric ids for the same reason as groups. */
export const partnerships = pgTable(
  "partnerships",
  {
    partnershipId: integer("partnership_id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 120 }).notNull(),
    description: text("description").notNull().default(""),
    parentPartnershipId: integer("parent_partnership_id").references(
      (): AnyPgColumn => partnerships.partnershipId,
      { onDelete: "cascade" },
    ),
    profileImage: text("profile_image"),
    coverPhoto: text("cover_photo"),
    visibility: text("visibility").notNull().default("public"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("partnerships_parent_partnership_id_idx").on(t.parentPartnershipId),
    index("partnerships_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // Search: names starting with the query, in name order then id, so that the first five end
    // the read without a sort (queries/people-search.ts).
    index("partnerships_name_prefix_idx").on(sql`(lower(${t.name}) collate "C")`, t.partnershipId),
    index("partnerships_name_order_idx").on(sql`lower(${t.name})`, t.partnershipId),
    check("partnerships_visibility_check", inList(t.visibility, VISIBILITIES)),
  ],
);

export const partnershipMemberships = pgTable(
  "partnership_memberships",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partnershipId: integer("partnership_id")
      .notNull()
      .references(() => partnerships.partnershipId, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    status: text("status").notNull().default("active"),
    message: varchar("message", { length: JOIN_MESSAGE_MAX_LENGTH }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("partnership_memberships_partnership_user_idx").on(t.partnershipId, t.userId),
    // One owner at a time (issue 26): two transfers at once once left two.
    uniqueIndex("partnership_memberships_one_owner_idx").on(t.partnershipId).where(sql`${t.role} = 'owner'`),
    index("partnership_memberships_list_idx").on(t.partnershipId, t.status, t.joinedAt, t.id),
    index("partnership_memberships_user_id_idx").on(t.userId),
    check("partnership_memberships_role_check", inList(t.role, MEMBERSHIP_ROLES)),
    check("partnership_memberships_status_check", inList(t.status, MEMBERSHIP_STATUSES)),
  ],
);

/**
 * Partner organisations of a partnership (decisions.md, "Partnerships are coalitions"): a group
 * that asked to join (`pending`, with its admin's message) or was let in (`active`). One row per
 * partnership and group; ending a partnership deletes it, so the group may ask again.
 */
export const partnershipPartners = pgTable(
  "partnership_partners",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    partnershipId: integer("partnership_id")
      .notNull()
      .references(() => partnerships.partnershipId, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.groupId, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    message: varchar("message", { length: JOIN_MESSAGE_MAX_LENGTH }),
    /** The group admin who asked. */
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** When it asked, then when it was let in: the lists' order, as for memberships. */
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("partnership_partners_partnership_group_idx").on(t.partnershipId, t.groupId),
    // The partners list and the requests waiting, each in joining order (its keyset).
    index("partnership_partners_list_idx").on(t.partnershipId, t.status, t.joinedAt, t.id),
    // A group's partnerships in joining order (its keyset), and its admins' choices on a partnership's page.
    index("partnership_partners_group_idx").on(t.groupId, t.status, t.joinedAt, t.id),
    check("partnership_partners_status_check", inList(t.status, MEMBERSHIP_STATUSES)),
  ],
);
