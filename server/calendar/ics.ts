import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { type ICalCalendar, ICalEventStatus } from "ical-generator";
import { wallTimeIn } from "../../shared/time-zones";

/** One entry of a calendar file: an event, or a volunteer's shift at one. */
export interface CalendarEntry {
  /** Stable across downloads, so a calendar updates the entry instead of adding another. */
  uid: string;
  title: string;
  description: string;
  location: string | null;
  start: Date;
  /** Absent: an hour after the start. */
  end: Date | null;
  timeZone: string;
  url: string;
  /** A cancelled event stays in the file as cancelled, so that calendars that hold it drop it. */
  cancelled?: boolean;
}

/**
 * A calendar file (RFC 5545) of the entries, each written in its event's own time zone with the
 * zone's definition (VTIMEZONE) so that every calendar app places it at the right moment, across
 * daylight-saving changes too. ical-generator writes the file; the zone definitions come from
 * @touch4it/ical-timezones (docs/decisions.md, "Calendars and reminders").
 */
export function buildCalendar(name: string, entries: readonly CalendarEntry[], host: string): string {
  const calendar: ICalCalendar = ical({ name, prodId: { company: "Common Ground", product: "events" } });
  for (const zone of new Set(entries.map((entry) => entry.timeZone))) {
    if (zone !== "UTC") calendar.timezone({ name: zone, generator: getVtimezoneComponent });
  }
  for (const entry of entries) {
    const end =
      entry.end && entry.end > entry.start ? entry.end : new Date(entry.start.getTime() + 3_600_000);
    const utc = entry.timeZone === "UTC";
    calendar.createEvent({
      id: `${entry.uid}@${host}`,
      // The wall clock of the event's place, marked with its zone (DTSTART;TZID=…); UTC as UTC.
      start: utc ? entry.start : wallTimeIn(entry.start, entry.timeZone),
      end: utc ? end : wallTimeIn(end, entry.timeZone),
      timezone: utc ? null : entry.timeZone,
      summary: entry.title,
      description: entry.description || null,
      location: entry.location,
      url: entry.url,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** A file name for an event's calendar file: its name in plain letters, digits and hyphens. */
export function calendarFileName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .slice(0, 60)
    .toLowerCase();
  return `${slug || "event"}.ics`;
}

/** The headers a calendar file is served with: never cached by a shared cache. */
export const CALENDAR_HEADERS = {
  "content-type": "text/calendar; charset=utf-8",
  "cache-control": "private, no-store",
};

/** What an event's calendar entry is made of. */
export type EventFields = {
  id: number;
  name: string;
  description: string;
  location: string | null;
  startDate: Date | null;
  endDate: Date | null;
  timeZone: string;
  cancelledAt: Date | null;
};

/** An event as a calendar entry, linking to its page. */
export function eventEntry(publicUrl: string, event: EventFields & { startDate: Date }): CalendarEntry {
  return {
    uid: `event-${event.id}`,
    title: event.name,
    description: event.description,
    location: event.location,
    start: event.startDate,
    end: event.endDate,
    timeZone: event.timeZone,
    url: `${publicUrl}/events/${event.id}`,
    cancelled: event.cancelledAt !== null,
  };
}
