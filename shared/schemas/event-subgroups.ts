import { z } from "zod";
import { COMMUNITY_DESCRIPTION_MAX_LENGTH, COMMUNITY_NAME_MAX_LENGTH } from "../limits";
import { cursorId, cursorInstant, INVALID_CURSOR_MESSAGE, keysetCursor } from "./cursor";
import { multiLineText, singleLineText } from "./text";

/** A subgroup's name: the column's 120 characters, as a group's. */
export const EVENT_SUBGROUP_NAME_MAX_LENGTH = COMMUNITY_NAME_MAX_LENGTH;
/** A subgroup's description: as long as a group's (decisions.md, "Event subgroups"). */
export const EVENT_SUBGROUP_DESCRIPTION_MAX_LENGTH = COMMUNITY_DESCRIPTION_MAX_LENGTH;

const subgroupName = () =>
  singleLineText()
    .min(1, "Name is required.")
    .max(
      EVENT_SUBGROUP_NAME_MAX_LENGTH,
      `Name must be at most ${EVENT_SUBGROUP_NAME_MAX_LENGTH} characters.`,
    );

const subgroupDescription = () =>
  multiLineText().max(
    EVENT_SUBGROUP_DESCRIPTION_MAX_LENGTH,
    `Description must be at most ${EVENT_SUBGROUP_DESCRIPTION_MAX_LENGTH} characters.`,
  );

/** An upload of the member's in `event-images`; null removes the picture. */
const pictureFileId = z.uuid("Not a valid file id.").nullable();

/** POST /api/events/:id/subgroups: a name, a description and an optional picture. */
export const createEventSubgroupSchema = z.object({
  name: subgroupName(),
  description: subgroupDescription().default(""),
  profileImageFileId: pictureFileId.optional(),
});
export type CreateEventSubgroupInput = z.output<typeof createEventSubgroupSchema>;
/** What the form holds before the schema's defaults apply. */
export type EventSubgroupFields = z.input<typeof createEventSubgroupSchema>;

/** PATCH /api/events/:id/subgroups/:subgroupId: any of the fields. */
export const updateEventSubgroupSchema = z
  .object({
    name: subgroupName().optional(),
    description: subgroupDescription().optional(),
    profileImageFileId: pictureFileId.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "Nothing to change.");
export type UpdateEventSubgroupInput = z.output<typeof updateEventSubgroupSchema>;

const eventId = z.coerce
  .number("Not a valid id.")
  .int("Not a valid id.")
  .positive("Not a valid id.")
  .max(2_147_483_647, "Not a valid id.");

/** `/api/events/:id/subgroups/:subgroupId`: both numeric identity ids. */
export const eventSubgroupParamSchema = z.object({
  id: eventId,
  subgroupId: z.coerce
    .number("Not a valid subgroup id.")
    .int("Not a valid subgroup id.")
    .positive("Not a valid subgroup id.")
    .max(2_147_483_647, "Not a valid subgroup id."),
});

/** `…/subgroups/:subgroupId/members/:userId`: a member of the subgroup. */
export const eventSubgroupMemberParamSchema = eventSubgroupParamSchema.extend({
  userId: z.uuid("Not a valid member id."),
});

/** GET /api/events/:id/subgroups: by name, after (lower-cased name, id) of the last row. */
export const eventSubgroupsQuerySchema = z.object({
  cursor: keysetCursor(
    z.tuple([z.string(INVALID_CURSOR_MESSAGE).max(1000), cursorId], { error: INVALID_CURSOR_MESSAGE }),
  ).optional(),
});
export type EventSubgroupsQuery = z.infer<typeof eventSubgroupsQuerySchema>;

/** GET …/subgroups/:subgroupId/members: in joining order, after (joined at, user id) of the last row. */
export const eventSubgroupMembersQuerySchema = z.object({
  cursor: keysetCursor(
    z.tuple([cursorInstant, z.uuid(INVALID_CURSOR_MESSAGE)], { error: INVALID_CURSOR_MESSAGE }),
  ).optional(),
});
export type EventSubgroupMembersQuery = z.infer<typeof eventSubgroupMembersQuerySchema>;
