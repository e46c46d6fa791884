import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { AGREEMENT_METHODS, PUSH_PLATFORMS } from "../../../shared/enums";
import { NAME_MAX_LENGTH } from "../../../shared/limits";
import { users } from "./auth";
import { inList, timestamps } from "./helpers";

/** A member's public profile; valid only with a first and last name (spec §3). */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: varchar("first_name", { length: NAME_MAX_LENGTH }),
    lastName: varchar("last_name", { length: NAME_MAX_LENGTH }),
    email: text("email"),
    avatarUrl: text("avatar_url"),
    coverPhotoUrl: text("cover_photo_url"),
    bio: text("bio"),
    /** The member shows their verified volunteer hours to other members (issue 29); off by default. */
    hoursVisible: boolean("hours_visible").notNull().default(false),
    /** Hidden from leaderboards when true (decisions.md, "Gamification"). */
    leaderboardOptOut: boolean("leaderboard_opt_out").notNull().default(false),
    blueskyHandle: text("bluesky_handle").unique(),
    blueskyDid: text("bluesky_did").unique(),
    /** Encrypted at rest by the server; never presented to the browser. */
    blueskyAccessJwt: text("bluesky_access_jwt"),
    blueskyRefreshJwt: text("bluesky_refresh_jwt"),
    blueskyConnectedAt: timestamp("bluesky_connected_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("profiles_email_idx").on(sql`lower(${t.email})`),
    index("profiles_name_trgm_idx").using(
      "gin",
      sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
    // Search: first names, then last names, starting with the query, in name order
    // (queries/people-search.ts).
    index("profiles_name_prefix_idx")
      .on(
        sql`(lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) collate "C")`,
        t.userId,
      )
      .where(sql`${t.firstName} <> '' and ${t.lastName} <> ''`),
    index("profiles_last_name_prefix_idx")
      .on(
        sql`(lower(coalesce(${t.lastName}, '') || ' ' || coalesce(${t.firstName}, '')) collate "C")`,
        t.userId,
      )
      .where(sql`${t.firstName} <> '' and ${t.lastName} <> ''`),
    // The members directory: complete profiles by last name, first name, then id (keyset pages).
    index("profiles_directory_name_idx")
      .on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.userId)
      .where(sql`${t.firstName} <> '' and ${t.lastName} <> ''`),
  ],
);

/** The terms and privacy versions a member agreed to, with where and how (spec §3). */
export const userAgreements = pgTable(
  "user_agreements",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agreedTermsVersion: text("agreed_terms_version").notNull(),
    agreedPrivacyVersion: text("agreed_privacy_version").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    method: text("method").notNull().default("email"),
    agreedAt: timestamp("agreed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_agreements_user_id_idx").on(t.userId),
    check("user_agreements_method_check", inList(t.method, AGREEMENT_METHODS)),
  ],
);

/** The five onboarding tasks of the dashboard checklist (spec §3, §9). */
export const userOnboarding = pgTable("user_onboarding", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  profileImageCompleted: boolean("profile_image_completed").notNull().default(false),
  coverPhotoCompleted: boolean("cover_photo_completed").notNull().default(false),
  bioCompleted: boolean("bio_completed").notNull().default(false),
  communityJoined: boolean("community_joined").notNull().default(false),
  firstPostCompleted: boolean("first_post_completed").notNull().default(false),
  ...timestamps,
});

/** Web Push subscriptions and native device tokens. */
export const userPushTokens = pgTable(
  "user_push_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform").notNull().default("web"),
    /** The push endpoint (web) or the platform device token (native). */
    deviceId: text("device_id").notNull().unique(),
    p256dh: text("p256dh"),
    auth: text("auth"),
    userAgent: text("user_agent"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("user_push_tokens_user_active_idx").on(t.userId, t.isActive, t.createdAt.desc()),
    check("user_push_tokens_platform_check", inList(t.platform, PUSH_PLATFORMS)),
  ],
);

/**
 * An agreement given at sign-up, waiting for the e-mail address to be confirmed (spec §4
 * "Pending agreement"); moved to user_agreements when the confirmed address matches.
 */
export const pendingAgreements = pgTable(
  "pending_agreements",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    agreedTermsVersion: text("agreed_terms_version").notNull(),
    agreedPrivacyVersion: text("agreed_privacy_version").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    method: text("method").notNull().default("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("pending_agreements_method_check", inList(t.method, AGREEMENT_METHODS))],
);
