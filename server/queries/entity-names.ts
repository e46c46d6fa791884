import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { events, groups, partnerships } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";

/** A group's, partnership's or event's name, for headings and the texts of notifications; null if gone. */
export async function findEntityName(db: Executor, ref: EntityRef): Promise<string | null> {
  const [row] =
    ref.type === "group"
      ? await db.select({ name: groups.name }).from(groups).where(eq(groups.groupId, ref.id))
      : ref.type === "partnership"
        ? await db
            .select({ name: partnerships.name })
            .from(partnerships)
            .where(eq(partnerships.partnershipId, ref.id))
        : await db.select({ name: events.eventName }).from(events).where(eq(events.eventId, ref.id));
  return row?.name ?? null;
}
