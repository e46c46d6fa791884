import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { SIGN_UP_METHODS } from "../../../shared/enums";
import { inList, timestamps } from "./helpers";

/**
 * Accounts of people who can sign in. The shape follows Better Auth's core schema (user, session,
 * account, verification) so its Drizzle adapter can use these tables directly.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: text("name").notNull().default(""),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** How the member first joined; set by the server, never by the sign-up form. */
    signUpMethod: text("sign_up_method").notNull().default("email"),
    ...timestamps,
  },
  (t) => [check("users_sign_up_method_check", inList(t.signUpMethod, SIGN_UP_METHODS))],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Credentials and linked identity providers (password, google, apple, bluesky). */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [
    index("accounts_user_id_idx").on(t.userId),
    index("accounts_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

/** One-time tokens: e-mail verification and password reset. */
export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Attempt counters for our limits (server/limits/): one row per key, each with the end of its own
 * window, so a counter lives exactly as long as its limit says and no longer. Shared by every
 * server process through the database.
 */
export const attemptCounters = pgTable(
  "attempt_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** When the first attempt of this window was counted. */
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** When the latest attempt was counted (the sign-in throttle waits from here). */
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    /** When the window ends; from then on the row counts as empty, and the daily prune deletes it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("attempt_counters_expires_at_idx").on(t.expiresAt)],
);
