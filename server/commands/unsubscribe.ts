import { eq } from "drizzle-orm";
import { NOTIFICATION_CATEGORIES } from "../../shared/notification-preferences";
import type { Executor } from "../db/client";
import { users } from "../db/schema";
import type { UnsubscribeClaim } from "../notifications/unsubscribe-token";
import { updateNotificationPreferences } from "../queries/notification-preferences";

/**
 * A one-click unsubscribe (RFC 8058): turns off the member's e-mail switch of the link's category,
 * or the e-mail master switch for the digest's link ("all"). Idempotent: a second click changes
 * nothing. The member gone meanwhile: nothing left to turn off, and that is not an error either.
 * Like any change of preferences, no domain event (queries/notification-preferences.ts).
 * Transaction: none (or the caller's if it passes one); a read then an upsert; locks nothing.
 */
export async function unsubscribeByLink(db: Executor, claim: UnsubscribeClaim): Promise<void> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, claim.userId));
  if (!member) return;
  const category = NOTIFICATION_CATEGORIES.find((entry) => entry.key === claim.category);
  const field = category ? category.email : "emailEnabled";
  await updateNotificationPreferences(db, claim.userId, { [field]: false });
}
