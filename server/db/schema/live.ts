import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * What a member's open browsers are told, in order (server/live/hub.ts): one row per change, each
 * with its member's next position. A browser that reconnects names the last it saw and is sent
 * what came after. Written by triggers (migration 0012: a notification created or changed), which
 * also NOTIFY `live_events` so that every server, whichever wrote it, hears of it; the trigger
 * takes a lock per member first, so one member's rows get their ids in commit order and a reader
 * that has seen id n has seen everything of theirs below it. Kept for a week.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigint("id", { mode: "bigint" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `notification.created`, `notification.updated`; later issues add their own. */
    kind: text("kind").notNull(),
    /** The changed row (a notification's id). */
    subjectId: uuid("subject_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("live_events_user_id_idx").on(t.userId, t.id),
    index("live_events_created_at_idx").on(t.createdAt),
  ],
);
