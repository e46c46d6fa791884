import { z } from "zod";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "../limits";
import { INVALID_CURSOR_MESSAGE, keysetCursor } from "./cursor";
import { singleLineText } from "./text";

const SHORT = `Search needs at least ${SEARCH_MIN_LENGTH} characters.`;
const LONG = `Search at most ${SEARCH_MAX_LENGTH} characters.`;

/** GET /api/search (spec §5: queries of 2 or more characters; the dialog never sends less). */
export const searchQuerySchema = z.object({
  q: singleLineText().min(SEARCH_MIN_LENGTH, SHORT).max(SEARCH_MAX_LENGTH, LONG),
});

/** A position in the directory: (last name, first name, both in lower case; the member's id). */
const directoryCursor = keysetCursor(
  z.tuple(
    [
      z.string(INVALID_CURSOR_MESSAGE).max(200, INVALID_CURSOR_MESSAGE),
      z.string(INVALID_CURSOR_MESSAGE).max(200, INVALID_CURSOR_MESSAGE),
      z.uuid(INVALID_CURSOR_MESSAGE),
    ],
    { error: INVALID_CURSOR_MESSAGE },
  ),
);
export type DirectoryCursor = z.output<typeof directoryCursor>;

/** GET /api/members: the directory, optionally narrowed by a name (empty: everyone) and an organisation. */
export const memberDirectoryQuerySchema = z.object({
  q: singleLineText()
    .max(SEARCH_MAX_LENGTH, LONG)
    .refine((value) => value.length === 0 || value.length >= SEARCH_MIN_LENGTH, SHORT)
    .optional(),
  /** Only the active members of this group or partnership (`group-{n}` or `partnership-{n}`). */
  organisation: z
    .string()
    .regex(/^(group|partnership)-\d{1,9}$/, "Choose one of the organisations listed.")
    .optional(),
  cursor: directoryCursor.optional(),
});
