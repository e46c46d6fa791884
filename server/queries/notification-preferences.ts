import { eq, type SQL, sql } from "drizzle-orm";
import type { UpdateNotificationPreferencesInput } from "../../shared/schemas/notification-preferences";
import type { Executor } from "../db/client";
import { notifications, userNotificationPreferences } from "../db/schema";

export type NotificationPreferencesRow = typeof userNotificationPreferences.$inferSelect;

async function findPreferences(db: Executor, userId: string): Promise<NotificationPreferencesRow | null> {
  const [row] = await db
    .select()
    .from(userNotificationPreferences)
    .where(eq(userNotificationPreferences.userId, userId));
  return row ?? null;
}

/**
 * The member's preferences, creating the row with the defaults of spec §9 when it is missing
 * (spec §4 "Preferences"). Two first reads at once both end with the same one row: the insert
 * yields to the row the other made (on conflict do nothing), then both read it.
 */
export async function loadNotificationPreferences(
  db: Executor,
  userId: string,
): Promise<NotificationPreferencesRow> {
  const existing = await findPreferences(db, userId);
  if (existing) return existing;
  await db.insert(userNotificationPreferences).values({ userId }).onConflictDoNothing();
  const created = await findPreferences(db, userId);
  if (!created) throw new Error("notification preferences row vanished");
  return created;
}

/**
 * Saves the fields given and returns the whole row; a member who never read their preferences
 * gets the defaults for the rest, in the same one statement.
 *
 * A setting, not news: it records no domain event (nothing reacts to it; the senders read the
 * row when they send).
 */
export async function updateNotificationPreferences(
  db: Executor,
  userId: string,
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferencesRow> {
  const set = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<
    typeof userNotificationPreferences.$inferInsert
  >;
  const p = userNotificationPreferences;
  // Choosing the daily digest starts it from now: the watermark moves past every notification so
  // far (mailed one by one already) and the first digest is at the next digest hour
  // (decisions.md "Notification e-mails and the digest").
  // Past every notification committed so far: one still uncommitted gets a greater seq.
  const lastSeq = sql`(select coalesce(max(n.seq), 0) from ${notifications} n where n.user_id = ${userId})`;
  const startDigest =
    input.emailRhythm === "daily" ? { digestAfterSeq: lastSeq, lastDigestAt: sql`now()` } : {};
  const keepUnlessStarting = (column: typeof p.digestAfterSeq | typeof p.lastDigestAt, value: SQL) =>
    sql`case when ${p.emailRhythm} = 'daily' then ${column} else ${value} end`;
  const [row] = await db
    .insert(p)
    .values({ ...set, ...startDigest, userId })
    .onConflictDoUpdate({
      target: p.userId,
      set: {
        ...set,
        ...(input.emailRhythm === "daily" && {
          digestAfterSeq: keepUnlessStarting(p.digestAfterSeq, lastSeq),
          lastDigestAt: keepUnlessStarting(p.lastDigestAt, sql`now()`),
        }),
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error("notification preferences were not saved");
  return row;
}
