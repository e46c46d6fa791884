import { eq } from "drizzle-orm";
import { occurrenceTimes } from "../../shared/recurrence";
import type { Executor } from "../db/client";
import { eventSeries, events } from "../db/schema";
import {
  addMember,
  createEvent,
  createRegistration,
  type EntityFixture,
  type MemberFixture,
} from "../test/factories";
import { DEMO_TIME_ZONE, demoDay } from "./demo-dates";

/**
 * The demo's recurring event (decisions.md, "Recurring events"): a weekly homework club the demo
 * member hosts for the food bank, eight Tuesdays from the coming one at 16:00 in New York, the
 * third cancelled (a school holiday), a few people registered for the next date.
 */
export const DEMO_SERIES = {
  name: "Tuesday Homework Club",
  description: "Reading and maths help for grades 3 to 6, with snacks. Tutors sign up per week.",
  location: "Riverside Library, community room",
  organiser: "Riverside Food Bank",
  timeZone: DEMO_TIME_ZONE,
  dates: 8,
  cancelled: 2,
  registered: [1, 4, 6],
};

/** The series and its dates, the demo member (index 0) their host and owner. */
export async function seedDemoSeries(
  tx: Executor,
  now: Date,
  byName: Map<string, EntityFixture>,
  person: (index: number) => MemberFixture,
) {
  const host = person(0);
  const [series] = await tx
    .insert(eventSeries)
    .values({ frequency: "weekly", occurrenceCount: DEMO_SERIES.dates, createdBy: host.id })
    .returning({ id: eventSeries.seriesId });
  if (!series) throw new Error("demo series was not created");
  // The coming Tuesday (next week's when today is Tuesday), 16:00 on New York's clock.
  const first = demoDay(now, 1, "Tuesday", DEMO_SERIES.timeZone)(16);
  const times = occurrenceTimes(
    { start: first, end: new Date(first.getTime() + 90 * 60_000) },
    DEMO_SERIES.timeZone,
    "weekly",
    DEMO_SERIES.dates,
  );
  const dates: EntityFixture[] = [];
  for (const [index, time] of times.entries()) {
    const date = await createEvent(tx, {
      name: DEMO_SERIES.name,
      description: DEMO_SERIES.description,
      host,
      organiser: byName.get(DEMO_SERIES.organiser),
      startDate: time.start,
      endDate: time.end,
      location: DEMO_SERIES.location,
    });
    await tx
      .update(events)
      .set({
        seriesId: series.id,
        timeZone: DEMO_SERIES.timeZone,
        cancelledAt: index === DEMO_SERIES.cancelled ? now : null,
      })
      .where(eq(events.eventId, date.id));
    await addMember(tx, date, host, "owner");
    dates.push(date);
  }
  const next = dates[0];
  if (next)
    for (const index of DEMO_SERIES.registered)
      await createRegistration(tx, next, person(index), "volunteer");
  return dates.length;
}
