import { eq, inArray, or } from "drizzle-orm";
import { followingTimes, occurrenceTimes } from "../../../shared/recurrence";
import {
  type CreateEventInput,
  REPEAT_NEEDS_START,
  type UpdateEventInput,
} from "../../../shared/schemas/events";
import type { Database, Executor } from "../../db/client";
import {
  eventSeries,
  events,
  type RegistrationSettings,
  type RegistrationTypeSettings,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import { upsertMembership } from "../../loaders/memberships";
import type { Logger } from "../../logger";
import { deleteDroppedObjects, dropUploadRows } from "../../media/replaced-files";
import type { FileRow } from "../../media/store-upload";
import { keepPictures } from "../../media/unattached-uploads";
import type { MemberActor } from "../../policies/actor";
import { lockLaterDates } from "../../queries/shifts";
import type { ObjectStorage } from "../../storage/object-storage";
import { pictureUrl } from "../communities/create-community";

/** The event's pictures, loaded and authorised by the route (null: none; undefined: unchanged). */
export interface EventPictures {
  eventImage?: FileRow | null;
  coverPhoto?: FileRow | null;
}

/** The organising community, checked by the route (`createEvent` on it); null: none. */
export type Organiser = { type: "group" | "partnership"; id: number } | null;

type SettingsInput = CreateEventInput["registrationSettings"];

/**
 * The settings to store: each type as the form sent it, its passcode kept when the form left it
 * out (the form never sees a passcode), removed when it sent null.
 */
function mergeSettings(input: SettingsInput, before: RegistrationSettings): RegistrationSettings {
  const merge = (key: keyof SettingsInput): RegistrationTypeSettings => {
    const next = input[key];
    const passcode = next.passcode === undefined ? (before[key]?.passcode ?? null) : next.passcode;
    return { enabled: next.enabled, passcode, capacity: next.capacity ?? null };
  };
  return { attendees: merge("attendees"), volunteers: merge("volunteers"), employees: merge("employees") };
}

const organiserColumns = (organiser: Organiser) => ({
  groupId: organiser?.type === "group" ? organiser.id : null,
  partnershipId: organiser?.type === "partnership" ? organiser.id : null,
});

/**
 * Creates an event, or each occurrence of a recurring one (decisions.md, "Recurring events"); its
 * creator is the host and owner of every one. Returns the first.
 * Transaction: one; no row locks (inserts, and the UPDATE keeping the pictures' file rows).
 */
export async function createEvent(
  db: Database,
  creator: MemberActor,
  input: CreateEventInput,
  pictures: EventPictures,
  organiser: Organiser,
) {
  const first = {
    start: input.startDate ? new Date(input.startDate) : null,
    end: input.endDate ? new Date(input.endDate) : null,
  };
  return db.transaction(async (tx) => {
    await keepPictures(tx, { eventImageFileId: pictures.eventImage, coverPhotoFileId: pictures.coverPhoto });
    let seriesId: number | null = null;
    let times = [first];
    if (input.recurrence && first.start) {
      const [series] = await tx
        .insert(eventSeries)
        .values({
          frequency: input.recurrence.frequency,
          occurrenceCount: input.recurrence.count,
          createdBy: creator.id,
        })
        .returning({ id: eventSeries.seriesId });
      seriesId = series?.id ?? null;
      times = occurrenceTimes(
        { start: first.start, end: first.end },
        input.timeZone,
        input.recurrence.frequency,
        input.recurrence.count,
      );
    }
    const rows = await tx
      .insert(events)
      .values(
        times.map(({ start, end }) => ({
          eventName: input.name,
          description: input.description,
          startDate: start,
          endDate: end,
          timeZone: input.timeZone,
          location: input.location,
          visibility: input.visibility,
          eventImage: pictureUrl(pictures.eventImage) ?? null,
          coverPhoto: pictureUrl(pictures.coverPhoto) ?? null,
          hostUserId: creator.id,
          ...organiserColumns(organiser),
          registrationSettings: mergeSettings(input.registrationSettings, {}),
          shiftCancelCutoffHours: input.shiftCancelCutoffHours,
          seriesId,
        })),
      )
      .returning({ id: events.eventId });
    for (const row of rows) {
      await upsertMembership(tx, { type: "event", id: row.id }, creator.id, {
        role: "owner",
        status: "active",
      });
      await recordEvent(tx, {
        type: "event.created",
        actorId: creator.id,
        subject: { type: "event", id: String(row.id) },
        payload: { fields: [] },
      });
    }
    const [row] = rows;
    if (!row) throw new Error("insert returned no row");
    return row;
  });
}

type EventValues = Partial<typeof events.$inferInsert>;
type EventRow = typeof events.$inferSelect;

/** The columns the form changed, as the event stores them. */
function valuesOf(
  input: UpdateEventInput,
  pictures: EventPictures,
  organiser: Organiser | undefined,
  before: EventRow,
): EventValues {
  const values: EventValues = {};
  if (input.name !== undefined) values.eventName = input.name;
  if (input.description !== undefined) values.description = input.description;
  if (input.startDate !== undefined) values.startDate = input.startDate ? new Date(input.startDate) : null;
  if (input.endDate !== undefined) values.endDate = input.endDate ? new Date(input.endDate) : null;
  if (input.timeZone !== undefined) values.timeZone = input.timeZone;
  if (input.location !== undefined) values.location = input.location;
  if (input.visibility !== undefined) values.visibility = input.visibility;
  if (pictures.eventImage !== undefined) values.eventImage = pictureUrl(pictures.eventImage);
  if (pictures.coverPhoto !== undefined) values.coverPhoto = pictureUrl(pictures.coverPhoto);
  if (organiser !== undefined) Object.assign(values, organiserColumns(organiser));
  if (input.registrationSettings !== undefined) {
    values.registrationSettings = mergeSettings(input.registrationSettings, before.registrationSettings);
  }
  if (input.shiftCancelCutoffHours !== undefined)
    values.shiftCancelCutoffHours = input.shiftCancelCutoffHours;
  return values;
}

const invalid = (path: string, message: string) =>
  new AppError("validation_failed", message, [{ path, message }]);

async function save(tx: Executor, actor: MemberActor, id: number, values: EventValues) {
  await tx
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.eventId, id));
  await recordEvent(tx, {
    type: "event.updated",
    actorId: actor.id,
    subject: { type: "event", id: String(id) },
    payload: { fields: Object.keys(values) },
  });
}

/**
 * The pictures the saved events showed before and show no more, that no other event shows
 * (a series' dates share theirs): their upload rows go now, their objects after commit.
 */
async function dropReplacedPictures(tx: Executor, saved: readonly EventRow[], values: EventValues) {
  const replaced = new Set<string>();
  for (const row of saved) {
    if (values.eventImage !== undefined && row.eventImage && row.eventImage !== values.eventImage)
      replaced.add(row.eventImage);
    if (values.coverPhoto !== undefined && row.coverPhoto && row.coverPhoto !== values.coverPhoto)
      replaced.add(row.coverPhoto);
  }
  if (replaced.size === 0) return [];
  const urls = [...replaced];
  const stillShown = await tx
    .select({ eventImage: events.eventImage, coverPhoto: events.coverPhoto })
    .from(events)
    .where(or(inArray(events.eventImage, urls), inArray(events.coverPhoto, urls)));
  const shown = new Set(stillShown.flatMap((row) => [row.eventImage, row.coverPhoto]));
  return dropUploadRows(
    tx,
    urls.filter((url) => !shown.has(url)),
  );
}

/**
 * Saves the fields the form sent; records `event.updated` with those that changed. On an
 * occurrence of a series with the scope `following`, the later occurrences take the same changes,
 * their times moved as this one's were (shared/recurrence.ts `followingTimes`), each keeping its
 * own registration codes unless the form set new ones. A replaced picture no event shows any more
 * is deleted, as a group's is.
 * Transaction: one; locks the event row and, for `following`, the later dates (FOR UPDATE, date order).
 */
export async function updateEvent(
  deps: { db: Database; storage: ObjectStorage; logger: Logger },
  actor: MemberActor,
  id: number,
  input: UpdateEventInput,
  pictures: EventPictures,
  organiser: Organiser | undefined,
) {
  const dropped = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.eventId, id)).for("update");
    if (!before) throw notFound("This event does not exist.");
    await keepPictures(tx, { eventImageFileId: pictures.eventImage, coverPhotoFileId: pictures.coverPhoto });
    const values = valuesOf(input, pictures, organiser, before);
    const start = values.startDate === undefined ? before.startDate : values.startDate;
    const end = values.endDate === undefined ? before.endDate : values.endDate;
    if (start && end && end <= start) throw invalid("endDate", "An event ends after it starts.");
    if (before.seriesId !== null && !start) throw invalid("startDate", REPEAT_NEEDS_START);
    // The later dates are read before this one moves: it may move past some of them.
    const later =
      input.scope === "following" && before.seriesId !== null && before.startDate
        ? await lockLaterDates(tx, before.seriesId, before.startDate, id)
        : [];
    await save(tx, actor, id, values);
    const { startDate: _start, endDate: _end, ...shared } = values;
    const timesChanged =
      values.startDate !== undefined || values.endDate !== undefined || values.timeZone !== undefined;
    for (const occurrence of later) {
      const own: EventValues = { ...shared };
      if (input.registrationSettings !== undefined) {
        own.registrationSettings = mergeSettings(input.registrationSettings, occurrence.registrationSettings);
      }
      if (timesChanged && occurrence.startDate && before.startDate && start) {
        const moved = followingTimes(
          { before: before.startDate, after: { start, end } },
          occurrence.startDate,
          { before: before.timeZone, after: values.timeZone ?? before.timeZone },
        );
        own.startDate = moved.start;
        own.endDate = moved.end;
      }
      await save(tx, actor, occurrence.eventId, own);
    }
    return dropReplacedPictures(tx, [before, ...later], values);
  });
  await deleteDroppedObjects(deps, dropped);
}
