import { and, desc, eq, lte } from "drizzle-orm";
import type { Executor } from "../db/client";
import { events, volunteerValueRates } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";
import type { CommunityRef } from "./requirements";

/** The most rates a community's history lists (a new figure a year for a century fits). */
export const VALUE_RATE_HISTORY_MAX = 100;

const ownerColumn = (ref: CommunityRef) =>
  ref.type === "group" ? volunteerValueRates.groupId : volunteerValueRates.partnershipId;

/**
 * A group's or partnership's hourly values of volunteer time, latest effective first (the first
 * one already in force is the one used), on the owner's partial index.
 */
export async function listValueRates(db: Executor, ref: CommunityRef) {
  return db
    .select()
    .from(volunteerValueRates)
    .where(eq(ownerColumn(ref), ref.id))
    .orderBy(desc(volunteerValueRates.effectiveFrom), desc(volunteerValueRates.createdAt))
    .limit(VALUE_RATE_HISTORY_MAX);
}

export type ValueRateRow = Awaited<ReturnType<typeof listValueRates>>[number];

/**
 * The rate a newly verified hour of the entity would keep now: the community's latest effective
 * rate, for an event its organiser's, or null when there is none (the default applies).
 */
export async function rateInForce(db: Executor, ref: EntityRef, now: Date): Promise<ValueRateRow | null> {
  let owner: CommunityRef | null = ref.type === "event" ? null : (ref as CommunityRef);
  if (ref.type === "event") {
    const [event] = await db
      .select({ groupId: events.groupId, partnershipId: events.partnershipId })
      .from(events)
      .where(eq(events.eventId, ref.id));
    if (event?.groupId) owner = { type: "group", id: event.groupId };
    else if (event?.partnershipId) owner = { type: "partnership", id: event.partnershipId };
  }
  if (!owner) return null;
  const [row] = await db
    .select()
    .from(volunteerValueRates)
    .where(and(eq(ownerColumn(owner), owner.id), lte(volunteerValueRates.effectiveFrom, now)))
    .orderBy(desc(volunteerValueRates.effectiveFrom), desc(volunteerValueRates.createdAt))
    .limit(1);
  return row ?? null;
}
