import type { RegistrationType, Visibility } from "../../shared/enums";
import type { Executor } from "../db/client";
import type { EntityRef } from "../db/memberships";
import {
  eventRegistrations,
  events,
  eventVolunteerShifts,
  posts,
  type RegistrationSettings,
} from "../db/schema";
import type { EntityFixture } from "./factories";
import { unique } from "./unique";

// Factories for what happens in the communities: events, their shifts and registrations, posts.

export interface EventOptions {
  name?: string;
  description?: string;
  visibility?: Visibility;
  host?: { id: string };
  /** The organising group or partnership. */
  organiser?: EntityRef;
  startDate?: Date | null;
  endDate?: Date | null;
  location?: string | null;
  registrationSettings?: RegistrationSettings;
}

/** An event, a week from now unless told otherwise. */
export async function createEvent(db: Executor, options: EventOptions = {}): Promise<EntityFixture> {
  const name = options.name ?? `Event ${unique()}`;
  const visibility = options.visibility ?? "public";
  const start = options.startDate === undefined ? new Date(Date.now() + 7 * 86_400_000) : options.startDate;
  const [row] = await db
    .insert(events)
    .values({
      eventName: name,
      description: options.description ?? "",
      visibility,
      startDate: start,
      endDate: options.endDate ?? (start ? new Date(start.getTime() + 3 * 3_600_000) : null),
      location: options.location ?? null,
      hostUserId: options.host?.id ?? null,
      groupId: options.organiser?.type === "group" ? options.organiser.id : null,
      partnershipId: options.organiser?.type === "partnership" ? options.organiser.id : null,
      registrationSettings: options.registrationSettings ?? {
        attendees: { enabled: true },
        volunteers: { enabled: true },
        employees: { enabled: false },
      },
    })
    .returning({ id: events.eventId });
  if (!row) throw new Error("event was not created");
  return { type: "event", id: row.id, name, visibility };
}

export interface ShiftOptions {
  name?: string;
  start: Date;
  end: Date;
  /** 0 means no limit (spec §4). */
  volunteersNeeded?: number;
}

/** A volunteer shift of an event. */
export async function createShift(db: Executor, event: EntityRef, options: ShiftOptions) {
  const [row] = await db
    .insert(eventVolunteerShifts)
    .values({
      eventId: event.id,
      shiftName: options.name ?? `Shift ${unique()}`,
      startTime: options.start,
      endTime: options.end,
      volunteersNeeded: options.volunteersNeeded ?? 0,
    })
    .returning();
  if (!row) throw new Error("shift was not created");
  return row;
}

/** A member's registration for an event (spec §3 event_registrations). */
export async function createRegistration(
  db: Executor,
  event: EntityRef,
  member: { id: string },
  registrationType: RegistrationType = "attendee",
) {
  await db.insert(eventRegistrations).values({ eventId: event.id, userId: member.id, registrationType });
}

export interface PostOptions {
  content?: string;
  /** Where it is posted; the author's profile when absent. */
  target?: EntityRef;
  createdAt?: Date;
}

/** A post by the member, on their profile or in an entity's feed. */
export async function createPost(db: Executor, author: { id: string }, options: PostOptions = {}) {
  const target = options.target;
  const [row] = await db
    .insert(posts)
    .values({
      authorId: author.id,
      content: options.content ?? `A note from the field, number ${unique()}.`,
      targetType: target?.type ?? "profile",
      groupId: target?.type === "group" ? target.id : null,
      partnershipId: target?.type === "partnership" ? target.id : null,
      eventId: target?.type === "event" ? target.id : null,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("post was not created");
  return row;
}
