import { asc, eq, sql } from "drizzle-orm";
import type { RegistrationType } from "../../shared/enums";
import type { Executor } from "../db/client";
import { eventRegistrations, events } from "../db/schema";

/** An event on a member's dashboard, with how they take part: they host it or registered for it. */
export interface OwnEvent {
  id: number;
  name: string;
  startDate: Date | null;
  eventImage: string | null;
  /** "host" wins over a registration for the same event. */
  role: "host" | RegistrationType;
}

const columns = {
  id: events.eventId,
  name: events.eventName,
  startDate: events.startDate,
  eventImage: events.eventImage,
};
/** Start date ascending, undated last (spec §9), then by id so the order is stable. */
const order = [sql`${events.startDate} asc nulls last`, asc(events.eventId)];

/**
 * The member's hosted events (at most `hostedLimit`, spec §7) and the events they registered for,
 * deduplicated by event id, sorted by start date ascending with undated events last, the first
 * `limit`. Two queries, each with its index: events (host_user_id, start_date) and
 * event_registrations (user_id). Each list is cut at `limit` rows or more already: the first
 * `limit` of the union are among the first `limit` of either list.
 */
export async function listOwnEvents(
  db: Executor,
  userId: string,
  { limit, hostedLimit }: { limit: number; hostedLimit: number },
): Promise<OwnEvent[]> {
  const [hosted, registered] = await Promise.all([
    db
      .select(columns)
      .from(events)
      .where(eq(events.hostUserId, userId))
      .orderBy(...order)
      .limit(hostedLimit),
    db
      .select({ ...columns, type: eventRegistrations.registrationType })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.eventId, eventRegistrations.eventId))
      .where(eq(eventRegistrations.userId, userId))
      .orderBy(...order)
      .limit(limit),
  ]);
  const byId = new Map<number, OwnEvent>();
  for (const row of hosted) byId.set(row.id, { ...row, role: "host" });
  for (const { type, ...row } of registered) {
    if (!byId.has(row.id)) byId.set(row.id, { ...row, role: type as RegistrationType });
  }
  return [...byId.values()].sort(byStartDate).slice(0, limit);
}

function byStartDate(a: OwnEvent, b: OwnEvent): number {
  if (a.startDate && b.startDate) {
    const difference = a.startDate.getTime() - b.startDate.getTime();
    if (difference !== 0) return difference;
  } else if (a.startDate) return -1;
  else if (b.startDate) return 1;
  return a.id - b.id;
}
