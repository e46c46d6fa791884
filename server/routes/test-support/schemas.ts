import { z } from "zod";
import {
  MEMBERSHIP_ROLES,
  MEMBERSHIP_STATUSES,
  REGISTRATION_TYPES,
  VISIBILITIES,
} from "../../../shared/enums";
import { BIO_MAX_LENGTH, NAME_MAX_LENGTH, POST_MAX_LENGTH } from "../../../shared/limits";
import { emailAddress, multiLineText, singleLineText } from "../../../shared/schemas/text";

// The bodies of the e2e seeding routes (index.ts): what a test may ask to be made.

/** Entities have PostgreSQL `integer` ids: a larger number names nothing (and would overflow). */
const entityId = z.number().int().positive().max(2_147_483_647);
const entityRef = z.object({
  type: z.enum(["group", "partnership", "event"]),
  id: entityId,
});
const name = singleLineText()
  .min(1)
  .max(NAME_MAX_LENGTH - 1);

export const memberSchema = z.object({
  email: emailAddress({ invalid: "Not a valid email." }).optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  bio: multiLineText().max(BIO_MAX_LENGTH).optional(),
  password: z.string().min(6).max(128).optional(),
  /** Signs the calling browser in as the new member (sets the session cookie). */
  signIn: z.boolean().default(false),
});
export const communitySchema = z.object({
  name: singleLineText().min(1).max(120).optional(),
  description: multiLineText().max(5000).optional(),
  visibility: z.enum(VISIBILITIES).optional(),
  parentId: entityId.optional(),
  ownerId: z.uuid().optional(),
});
export const eventSchema = z.object({
  name: singleLineText().min(1).max(150).optional(),
  description: multiLineText().max(5000).optional(),
  location: singleLineText().max(300).optional(),
  visibility: z.enum(VISIBILITIES).optional(),
  hostId: z.uuid().optional(),
  organiser: entityRef.optional(),
  /** The registration types open (by default attendees and volunteers). */
  openTypes: z
    .array(z.enum(["attendees", "volunteers", "employees"]))
    .max(3)
    .optional(),
  // Years PostgreSQL and the event's end (three hours later, in the factory) can both hold.
  startDate: z.iso
    .datetime()
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1900 && year <= 9000;
    }, "Not a date between 1900 and 9000.")
    .optional(),
});
export const membershipSchema = z.object({
  entity: entityRef,
  userId: z.uuid(),
  role: z.enum(MEMBERSHIP_ROLES).default("member"),
  status: z.enum(MEMBERSHIP_STATUSES).default("active"),
});
export const postSchema = z.object({
  authorId: z.uuid(),
  target: entityRef.optional(),
  content: multiLineText().min(1).max(POST_MAX_LENGTH).optional(),
  /** Members who like it. */
  likedBy: z.array(z.uuid()).max(20).optional(),
  /** Comments on it, oldest first. */
  comments: z
    .array(z.object({ authorId: z.uuid(), content: multiLineText().min(1).max(POST_MAX_LENGTH).optional() }))
    .max(20)
    .optional(),
});

export const registrationSchema = z.object({
  eventId: entityId,
  userId: z.uuid(),
  registrationType: z.enum(REGISTRATION_TYPES).default("attendee"),
});
/** A shift and who holds it; each may come checked in already (a check-in nobody closed). */
export const shiftSchema = z.object({
  eventId: entityId,
  name: singleLineText().min(1).max(120).optional(),
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  volunteers: z
    .array(z.object({ userId: z.uuid(), checkedInAt: z.iso.datetime().optional() }))
    .max(20)
    .default([]),
});
/** What the onboarding tasks read from a profile; null clears a field. */
export const profileDetailsSchema = z.object({
  userId: z.uuid(),
  avatarUrl: singleLineText().min(1).max(2000).nullable().optional(),
  coverPhotoUrl: singleLineText().min(1).max(2000).nullable().optional(),
  bio: multiLineText().max(2000).nullable().optional(),
});
