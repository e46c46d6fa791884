import { z } from "zod";
import { BIO_MAX_LENGTH } from "../limits";
import { completeProfileSchema } from "./auth";
import { multiLineText } from "./text";

const fileId = z.uuid("Not a valid file id.");

/**
 * PATCH /api/me/profile: any of the names (as Complete Profile checks them), the bio, and the
 * avatar and cover photo as ids of files the member uploaded (null removes the picture).
 */
export const updateProfileSchema = completeProfileSchema
  .partial()
  .extend({
    bio: multiLineText().max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters.`).optional(),
    avatarFileId: fileId.nullable().optional(),
    coverPhotoFileId: fileId.nullable().optional(),
    hoursVisible: z.boolean("Choose whether other members see your hours.").optional(),
    /** Issue 30: kept off every leaderboard (the points are still counted). */
    leaderboardOptOut: z.boolean("Choose whether you appear on leaderboards.").optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "Nothing to change.");
export type UpdateProfileInput = z.output<typeof updateProfileSchema>;

/** The general tab's form: names and bio (the cover photo is saved as soon as it is chosen). */
export const profileGeneralSchema = completeProfileSchema.extend({
  bio: multiLineText().max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters.`),
});
export type ProfileGeneralInput = z.input<typeof profileGeneralSchema>;
