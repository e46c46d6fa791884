import { z } from "zod";
import {
  AWARD_CITATION_MAX_LENGTH,
  AWARD_DESCRIPTION_MAX_LENGTH,
  AWARD_RECIPIENTS_MAX,
  AWARD_REVOKE_REASON_MAX_LENGTH,
  AWARD_TITLE_MAX_LENGTH,
} from "../awards";
import { instantCursor } from "./cursor";
import { entityIdParamSchema } from "./ids";
import { multiLineText, singleLineText } from "./text";

/**
 * POST /api/{groups,partnerships,events}/:id/awards: one award to one or several members at once.
 * `grantId`, made by the form when it opens, makes a retried request give nothing twice.
 */
export const giveAwardSchema = z.object({
  grantId: z.uuid("Not a valid id.").optional(),
  recipientIds: z
    .array(z.uuid("Not a valid member id."), "Choose who receives the award.")
    .min(1, "Choose who receives the award.")
    .max(AWARD_RECIPIENTS_MAX, `At most ${AWARD_RECIPIENTS_MAX} members at once.`)
    .refine((ids) => new Set(ids).size === ids.length, "Choose each member once."),
  title: singleLineText()
    .trim()
    .min(1, "Give the award a title.")
    .max(AWARD_TITLE_MAX_LENGTH, `At most ${AWARD_TITLE_MAX_LENGTH} characters.`),
  description: multiLineText()
    .trim()
    .max(AWARD_DESCRIPTION_MAX_LENGTH, `At most ${AWARD_DESCRIPTION_MAX_LENGTH} characters.`)
    .default(""),
  citation: multiLineText()
    .trim()
    .max(AWARD_CITATION_MAX_LENGTH, `At most ${AWARD_CITATION_MAX_LENGTH} characters.`)
    .default(""),
  badgeFileId: z.uuid("Upload the badge picture again.").nullable().optional(),
});
export type GiveAwardInput = z.infer<typeof giveAwardSchema>;

/** POST …/:id/awards/:awardId/revoke: why the award is taken back (kept, shown to admins). */
export const revokeAwardSchema = z.object({
  reason: multiLineText()
    .trim()
    .min(1, "Say why the award is revoked.")
    .max(AWARD_REVOKE_REASON_MAX_LENGTH, `At most ${AWARD_REVOKE_REASON_MAX_LENGTH} characters.`),
});
export type RevokeAwardInput = z.infer<typeof revokeAwardSchema>;

/** PATCH /api/me/awards/:awardId: the member hides an award from their profile, or shows it again. */
export const awardVisibilitySchema = z.object({
  hidden: z.boolean("Say whether the award is hidden."),
});

/** An award in a path under its organisation. */
export const entityAwardParamSchema = entityIdParamSchema.extend({
  awardId: z.uuid("Not a valid award id."),
});

/** An award in a path of one's own (`/api/me/awards/:awardId`). */
export const awardParamSchema = z.object({ awardId: z.uuid("Not a valid award id.") });

/** A page of awards, newest first. */
export const awardsQuerySchema = z.object({ cursor: instantCursor.optional() });
