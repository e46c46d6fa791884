import { z } from "zod";
import { MEMBERSHIP_ROLES, VISIBILITIES } from "../enums";
import {
  COMMUNITY_DESCRIPTION_MAX_LENGTH,
  COMMUNITY_NAME_MAX_LENGTH,
  LIST_SEARCH_MAX_LENGTH,
  LIST_SEARCH_MIN_LENGTH,
} from "../limits";
import {
  INVITATION_BATCH_MAX,
  JOIN_MESSAGE_MAX_LENGTH,
  REMOVAL_REASON_MAX_LENGTH,
  REPORT_MAX_LENGTH,
} from "../moderation";
import { cursorId, INVALID_CURSOR_MESSAGE, instantCursor, keysetCursor } from "./cursor";
import { emailAddress, multiLineText, singleLineText } from "./text";

const fileId = z.uuid("Not a valid file id.");

const communityName = () =>
  singleLineText()
    .min(1, "Name is required.")
    .max(COMMUNITY_NAME_MAX_LENGTH, `Name must be at most ${COMMUNITY_NAME_MAX_LENGTH} characters.`);

const communityDescription = () =>
  multiLineText().max(
    COMMUNITY_DESCRIPTION_MAX_LENGTH,
    `Description must be at most ${COMMUNITY_DESCRIPTION_MAX_LENGTH} characters.`,
  );

const visibility = () => z.enum(VISIBILITIES, "Visibility is public or private.");

/**
 * POST /api/groups, /api/partnerships and their subgroup and sub-partnership routes: a name, a
 * description, the visibility, and the picture and cover as ids of files the member uploaded.
 */
export const createCommunitySchema = z.object({
  name: communityName(),
  description: communityDescription().default(""),
  visibility: visibility().default("public"),
  profileImageFileId: fileId.nullable().optional(),
  coverPhotoFileId: fileId.nullable().optional(),
});
export type CreateCommunityInput = z.output<typeof createCommunitySchema>;
/** What the create form holds before the schema's defaults apply. */
export type CreateCommunityFields = z.input<typeof createCommunitySchema>;

/** PATCH /api/groups/:id and /api/partnerships/:id: any of the fields; null removes a picture. */
export const updateCommunitySchema = z
  .object({
    name: communityName().optional(),
    description: communityDescription().optional(),
    visibility: visibility().optional(),
    profileImageFileId: fileId.nullable().optional(),
    coverPhotoFileId: fileId.nullable().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "Nothing to change.");
export type UpdateCommunityInput = z.output<typeof updateCommunitySchema>;

/** A list's search box, as the communities list has it (fewer than 2 characters filter nothing). */
const listSearch = singleLineText()
  .max(LIST_SEARCH_MAX_LENGTH, `Search at most ${LIST_SEARCH_MAX_LENGTH} characters.`)
  .transform((value) => (value.length >= LIST_SEARCH_MIN_LENGTH ? value : undefined));

/** A position in a list kept in joining order: (joined at, as the server wrote it; row id). */
const joinedCursor = instantCursor;

/** GET …/:id/members and …/:id/requests: in joining order, optionally searched by name. */
export const membersQuerySchema = z.object({
  q: listSearch.optional(),
  cursor: joinedCursor.optional(),
});
export type MembersQuery = z.infer<typeof membersQuerySchema>;

/** GET …/:id/subgroups (or sub-partnerships): by name. */
export const childrenQuerySchema = z.object({
  cursor: keysetCursor(
    z.tuple([z.string(INVALID_CURSOR_MESSAGE).max(1000), cursorId], { error: INVALID_CURSOR_MESSAGE }),
  ).optional(),
});
export type ChildrenQuery = z.infer<typeof childrenQuerySchema>;

/** A list kept newest first by a uuid row and its time (invitations, reports). */
export const timeCursorQuerySchema = z.object({ cursor: joinedCursor.optional() });
export type TimeCursorQuery = z.infer<typeof timeCursorQuerySchema>;

/** GET …/:id/moderation-log: newest first, by the log's numeric id. */
export const logQuerySchema = z.object({
  cursor: keysetCursor(
    z.tuple([z.number(INVALID_CURSOR_MESSAGE).int().min(1).max(Number.MAX_SAFE_INTEGER)], {
      error: INVALID_CURSOR_MESSAGE,
    }),
  ).optional(),
});
export type LogQuery = z.infer<typeof logQuerySchema>;

/** POST …/:id/membership: join a public entity, or ask to join a private one with a message. */
export const joinSchema = z.object({
  message: multiLineText()
    .max(JOIN_MESSAGE_MAX_LENGTH, `Your message must be at most ${JOIN_MESSAGE_MAX_LENGTH} characters.`)
    .optional(),
});
export type JoinInput = z.infer<typeof joinSchema>;

/** The roles an admin gives with PATCH …/members/:userId; ownership moves by its own route. */
export const ASSIGNABLE_ROLES = MEMBERSHIP_ROLES.filter((role) => role !== "owner") as [
  "admin",
  "moderator",
  "member",
];
export const changeRoleSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, "Role is admin, moderator or member."),
});
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

/** POST …/:id/ownership: the member who becomes the owner. */
export const transferOwnershipSchema = z.object({ userId: z.uuid("Not a valid member id.") });

/** A member in a path (…/members/:userId, …/requests/:userId). */
export const memberParamSchema = z.object({
  id: z.coerce
    .number("Not a valid id.")
    .int("Not a valid id.")
    .positive("Not a valid id.")
    .max(2_147_483_647, "Not a valid id."),
  userId: z.uuid("Not a valid member id."),
});

/** POST …/:id/invitations: up to INVITATION_BATCH_MAX addresses at once, each checked. */
export const inviteSchema = z.object({
  emails: z
    .array(emailAddress({ invalid: "Please enter a valid email address." }), "Add at least one address.")
    .min(1, "Add at least one address.")
    .max(INVITATION_BATCH_MAX, `Invite at most ${INVITATION_BATCH_MAX} addresses at once.`),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const invitationIdParamSchema = z.object({ invitationId: z.uuid("Not a valid invitation id.") });

/** `/api/invitations/opt-out?token=…`: the signed token of an invitation mail's "no more invitations" link. */
export const invitationOptOutQuerySchema = z.object({
  token: z
    .string("This link is not valid.")
    .min(1, "This link is not valid.")
    .max(600, "This link is not valid."),
});
export const entityInvitationParamSchema = memberParamSchema
  .pick({ id: true })
  .extend({ invitationId: z.uuid("Not a valid invitation id.") });

/** POST /api/posts/:postId/reports and /api/comments/:commentId/reports. */
export const reportSchema = z.object({
  reason: multiLineText()
    .min(1, "Tell the moderators what is wrong.")
    .max(REPORT_MAX_LENGTH, `A report must be at most ${REPORT_MAX_LENGTH} characters.`),
});
export type ReportInput = z.infer<typeof reportSchema>;

/** POST /api/posts/:postId/removal and /api/comments/:commentId/removal: a moderator's reason. */
export const removalSchema = z.object({
  reason: multiLineText()
    .min(1, "Give a reason for the removal.")
    .max(REMOVAL_REASON_MAX_LENGTH, `A reason must be at most ${REMOVAL_REASON_MAX_LENGTH} characters.`),
});
export type RemovalInput = z.infer<typeof removalSchema>;

export const reportIdParamSchema = z.object({ reportId: z.uuid("Not a valid report id.") });
