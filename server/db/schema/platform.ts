import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { BETA_SIGNUP_STATUSES, JOB_STATUSES, ORGANIZATION_TYPES } from "../../../shared/enums";
import { users } from "./auth";
import { inList, timestamps } from "./helpers";

/** Organisations asking to join the beta; one row per e-mail address (case-insensitive). */
export const betaSignups = pgTable(
  "beta_signups",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    name: varchar("name", { length: 100 }).notNull(),
    email: text("email").notNull(),
    organization: varchar("organization", { length: 150 }).notNull(),
    organizationType: text("organization_type").notNull(),
    message: text("message").notNull().default(""),
    status: text("status").notNull().default("pending"),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The platform admins' own note on the sign-up (issue 31); never shown to the applicant. */
    note: text("note").notNull().default(""),
    /** When the invitation mail was last queued, on approval. */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("beta_signups_email_idx").on(sql`lower(${t.email})`),
    index("beta_signups_status_created_idx").on(t.status, t.createdAt.desc()),
    // /admin/beta-management's list of every status, newest first (keyset on created_at, id).
    index("beta_signups_created_idx").on(t.createdAt.desc(), t.id.desc()),
    check("beta_signups_organization_type_check", inList(t.organizationType, ORGANIZATION_TYPES)),
    check("beta_signups_status_check", inList(t.status, BETA_SIGNUP_STATUSES)),
  ],
);

/**
 * Durable background jobs (mail, push, link previews, reminders). Workers on any node claim
 * due rows with FOR UPDATE SKIP LOCKED; a failed job is retried with back-off until max_attempts.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").notNull().default("queued"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /** Optional key that makes enqueueing idempotent. */
    dedupeKey: text("dedupe_key").unique(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.status} = 'queued'`),
    index("jobs_running_locked_idx").on(t.lockedAt).where(sql`${t.status} = 'running'`),
    check("jobs_status_check", inList(t.status, JOB_STATUSES)),
  ],
);

/**
 * Work that repeats (pruning, later digests' sweeps): each due occurrence becomes one job, keyed by
 * the schedule and its time, so several servers enqueue it once between them.
 */
export const jobSchedules = pgTable(
  "job_schedules",
  {
    name: text("name").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    everySeconds: integer("every_seconds").notNull(),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index("job_schedules_next_run_idx").on(t.nextRunAt),
    check("job_schedules_every_check", sql`${t.everySeconds} > 0`),
  ],
);

/** What happened, written by commands in the same transaction as the change (STYLE §6). */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set once the dispatcher has queued a job for every handler subscribed to the event. */
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
  },
  (t) => [
    index("domain_events_subject_idx").on(t.subjectType, t.subjectId, t.createdAt.desc()),
    index("domain_events_created_idx").on(t.createdAt.desc()),
    index("domain_events_undispatched_idx").on(t.id).where(sql`${t.dispatchedAt} is null`),
  ],
);

/**
 * Every e-mail the platform sends. On the embedded default this is also the local development
 * mailbox; with SMTP configured it records delivery status.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra header lines (List-Unsubscribe …), sent as they are; null for none. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** `queued`, `sent`, `kept` (no SMTP: kept for the local mailbox) or `failed`. */
    status: text("status").notNull().default("queued"),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_messages_to_created_idx").on(sql`lower(${t.toAddress})`, t.createdAt.desc()),
    index("mail_messages_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);
