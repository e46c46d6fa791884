import { inArray } from "drizzle-orm";
import type { RegistrationType, Visibility } from "../../shared/enums";
import type { Executor } from "../db/client";
import {
  comments,
  eventRegistrations,
  eventSeries,
  events,
  eventVolunteerShifts,
  files,
  linkPreviews,
  type PostMediaItem,
  postLikes,
  posts,
  type RegistrationSettings,
  shiftAssignments,
} from "../db/schema";
import type { EntityRef } from "../loaders/memberships";
import { fileUrl } from "../media/file-url";
import type { EntityFixture } from "./entity-fixture";
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
  /** IANA zone of its wall clock (UTC when absent). */
  timeZone?: string;
  registrationSettings?: RegistrationSettings;
  /** The series the event is a date of (createSeries). */
  seriesId?: number;
  cancelled?: boolean;
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
      seriesId: options.seriesId ?? null,
      cancelledAt: options.cancelled ? new Date() : null,
      timeZone: options.timeZone ?? "UTC",
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

/**
 * A recurring event: one event per date of `starts`, each with `options` (decisions.md,
 * "Recurring events"), in a series of that frequency.
 */
export async function createSeries(
  db: Executor,
  frequency: "weekly" | "monthly",
  starts: Date[],
  options: Omit<EventOptions, "startDate" | "endDate" | "seriesId"> = {},
): Promise<EntityFixture[]> {
  const [series] = await db
    .insert(eventSeries)
    .values({ frequency, occurrenceCount: starts.length })
    .returning({ id: eventSeries.seriesId });
  if (!series) throw new Error("series was not created");
  const name = options.name ?? `Series ${unique()}`;
  const dates: EntityFixture[] = [];
  for (const startDate of starts)
    dates.push(await createEvent(db, { ...options, name, startDate, seriesId: series.id }));
  return dates;
}

export interface ShiftOptions {
  name?: string;
  start: Date;
  end: Date;
  /** 0 means no limit (spec §4). */
  volunteersNeeded?: number;
  opensAt?: Date | null;
  requiredRole?: "owner" | "admin" | "moderator" | "member" | null;
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
      opensAt: options.opensAt ?? null,
      requiredRole: options.requiredRole ?? null,
    })
    .returning();
  if (!row) throw new Error("shift was not created");
  return row;
}

/** A volunteer's place on a shift, with their attendance when given (issue 29). */
export async function assignShift(
  db: Executor,
  shiftId: string,
  member: { id: string },
  attendance: Partial<
    Pick<typeof shiftAssignments.$inferInsert, "checkedInAt" | "checkedOutAt" | "noShowAt" | "checkInMethod">
  > = {},
) {
  await db.insert(shiftAssignments).values({ shiftId, userId: member.id, ...attendance });
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
  /** Files (see createFile) shown with the post, in order. */
  media?: {
    id: string;
    objectKey: string;
    contentType: string;
    width?: number | null;
    height?: number | null;
  }[];
  /** The link the post previews; a preview row is made for it (`ok` with this content when given). */
  link?: { url: string; title?: string; description?: string; imageUrl?: string; status?: string };
}

/** A post by the member, on their profile or in an entity's feed. */
export async function createPost(db: Executor, author: { id: string }, options: PostOptions = {}) {
  const target = options.target;
  if (options.link) {
    const { url, status, ...fields } = options.link;
    await db
      .insert(linkPreviews)
      .values({ url, status: status ?? (fields.title ? "ok" : "pending"), ...fields })
      .onConflictDoNothing();
  }
  const media: PostMediaItem[] = (options.media ?? []).map((file) => ({
    fileId: file.id,
    url: fileUrl("post-media", file.objectKey),
    contentType: file.contentType,
    width: file.width ?? null,
    height: file.height ?? null,
  }));
  const [row] = await db
    .insert(posts)
    .values({
      authorId: author.id,
      content: options.content ?? `A note from the field, number ${unique()}.`,
      targetType: target?.type ?? "profile",
      groupId: target?.type === "group" ? target.id : null,
      partnershipId: target?.type === "partnership" ? target.id : null,
      eventId: target?.type === "event" ? target.id : null,
      linkUrl: options.link?.url ?? null,
      media,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("post was not created");
  // The post takes its files, as createPost's command does.
  if (media.length)
    await db
      .update(files)
      .set({ postId: row.id })
      .where(
        inArray(
          files.id,
          media.map((item) => item.fileId),
        ),
      );
  return row;
}

/** A comment by the member on the post. */
export async function createComment(
  db: Executor,
  post: { id: string },
  author: { id: string },
  options: { content?: string; createdAt?: Date } = {},
) {
  const [row] = await db
    .insert(comments)
    .values({
      postId: post.id,
      authorId: author.id,
      content: options.content ?? `Well said, number ${unique()}.`,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("comment was not created");
  return row;
}

/** The member likes the post. */
export async function likePost(db: Executor, post: { id: string }, member: { id: string }) {
  await db.insert(postLikes).values({ postId: post.id, userId: member.id }).onConflictDoNothing();
}

/** A stored upload's row (the object itself is not written): a picture in post-media by default. */
export async function createFile(
  db: Executor,
  owner: { id: string } | null,
  options: { bucket?: string; contentType?: string; width?: number | null; height?: number | null } = {},
) {
  const contentType = options.contentType ?? "image/webp";
  const objectKey = `${unique()}.${contentType.split("/")[1] ?? "bin"}`;
  const [row] = await db
    .insert(files)
    .values({
      bucketId: options.bucket ?? "post-media",
      objectKey,
      ownerId: owner?.id ?? null,
      fileName: objectKey,
      contentType,
      sizeBytes: 1024,
      width: options.width === undefined ? 1200 : options.width,
      height: options.height === undefined ? 800 : options.height,
    })
    .returning();
  if (!row) throw new Error("file was not created");
  return row;
}
