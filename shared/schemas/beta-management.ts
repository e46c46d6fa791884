import { z } from "zod";
import { BETA_SIGNUP_STATUSES, ORGANIZATION_TYPES } from "../enums";
import { BETA_SIGNUP_NOTE_MAX } from "../limits";
import { instantCursor } from "./cursor";
import { listSearch } from "./lists";
import { multiLineText } from "./text";

/**
 * The filters of /admin/beta-management, for its list and its CSV alike: a search over name,
 * e-mail and organisation (case-insensitive, from 2 characters), a status and an organisation type.
 */
export const betaSignupFilterSchema = z.object({
  q: listSearch.optional(),
  status: z.enum(BETA_SIGNUP_STATUSES, "Status is pending, approved or declined.").optional(),
  organizationType: z.enum(ORGANIZATION_TYPES, "Choose an organization type from the list.").optional(),
});
export type BetaSignupFilter = z.output<typeof betaSignupFilterSchema>;

/** GET /api/admin/beta-signups: newest first, after the (created_at, id) that ended the previous page. */
export const betaSignupListQuerySchema = betaSignupFilterSchema.extend({
  cursor: instantCursor.optional(),
});
export type BetaSignupListQuery = z.output<typeof betaSignupListQuerySchema>;

export const betaSignupIdParamSchema = z.object({
  id: z.uuid("This beta sign-up does not exist."),
});

/** The admins' private note on a sign-up; an empty note clears it. */
export const betaSignupNoteSchema = z.object({
  note: multiLineText().max(
    BETA_SIGNUP_NOTE_MAX,
    `The note must be at most ${BETA_SIGNUP_NOTE_MAX} characters.`,
  ),
});
export type BetaSignupNoteInput = z.input<typeof betaSignupNoteSchema>;
