import { eq } from "drizzle-orm";
import type { CreateEventInput, UpdateEventInput } from "../../../shared/schemas/events";
import type { Database } from "../../db/client";
import { upsertMembership } from "../../db/memberships";
import { events, type RegistrationSettings, type RegistrationTypeSettings } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import type { FileRow } from "../../media/store-upload";
import type { MemberActor } from "../../policies/actor";
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

/** Creates an event; its creator is its host and owner. */
export async function createEvent(
  db: Database,
  creator: MemberActor,
  input: CreateEventInput,
  pictures: EventPictures,
  organiser: Organiser,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        eventName: input.name,
        description: input.description,
        startDate: input.startDate ? new Date(input.startDate) : null,
        endDate: input.endDate ? new Date(input.endDate) : null,
        timeZone: input.timeZone,
        location: input.location,
        visibility: input.visibility,
        eventImage: pictureUrl(pictures.eventImage) ?? null,
        coverPhoto: pictureUrl(pictures.coverPhoto) ?? null,
        hostUserId: creator.id,
        ...organiserColumns(organiser),
        registrationSettings: mergeSettings(input.registrationSettings, {}),
        shiftCancelCutoffHours: input.shiftCancelCutoffHours,
      })
      .returning({ id: events.eventId });
    if (!row) throw new Error("insert returned no row");
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
    return row;
  });
}

/** Saves the fields the form sent; records `event.updated` with those that changed. */
export async function updateEvent(
  db: Database,
  actor: MemberActor,
  id: number,
  input: UpdateEventInput,
  pictures: EventPictures,
  organiser: Organiser | undefined,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.eventId, id)).for("update");
    if (!before) throw notFound("This event does not exist.");
    const values: Partial<typeof events.$inferInsert> = {};
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
    const start = values.startDate === undefined ? before.startDate : values.startDate;
    const end = values.endDate === undefined ? before.endDate : values.endDate;
    if (start && end && end <= start) {
      throw new AppError("validation_failed", "An event ends after it starts.", [
        { path: "endDate", message: "An event ends after it starts." },
      ]);
    }
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
  });
}
