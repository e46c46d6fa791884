import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { entityIdParamSchema } from "../../../../shared/schemas/ids";
import { buildCalendar, CALENDAR_HEADERS, calendarFileName, eventEntry } from "../../../calendar/ics";
import type { AppEnv } from "../../../context";
import { events } from "../../../db/schema";
import { notFound } from "../../../errors";
import { requireSession } from "../../../middleware/session";
import { validate } from "../../../middleware/validate";
import { authorize } from "../../../policies";
import { loadEntity } from "../load";

/**
 * An event's calendar file (docs/decisions.md, "Calendars and reminders"), for whoever may view
 * the event. The members' own feeds are in routes/calendar/.
 */
export const eventCalendarRoutes = new Hono<AppEnv>().get(
  "/:id/calendar.ics",
  requireSession,
  validate("param", entityIdParamSchema),
  async (c) => {
    const { db, config } = c.var.deps;
    const { id } = c.req.valid("param");
    authorize(c.var.actor, "view", await loadEntity(db, c.var.actor, { type: "event", id }));
    const [row] = await db.select().from(events).where(eq(events.eventId, id));
    if (!row?.startDate) throw notFound("This event has no date yet, so it has no calendar entry.");
    const event = { ...row, id: row.eventId, name: row.eventName, startDate: row.startDate };
    const host = new URL(config.PUBLIC_URL).host;
    const body = buildCalendar(row.eventName, [eventEntry(config.PUBLIC_URL, event)], host);
    return c.body(body, 200, {
      ...CALENDAR_HEADERS,
      "content-disposition": `attachment; filename="${calendarFileName(row.eventName)}"`,
    });
  },
);
