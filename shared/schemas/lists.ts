import { z } from "zod";
import { LIST_SEARCH_MAX_LENGTH, LIST_SEARCH_MIN_LENGTH } from "../limits";
import { cursorId, cursorInstant, INVALID_CURSOR_MESSAGE, keysetCursor } from "./cursor";
import { singleLineText } from "./text";

/**
 * The search box of a list: case-insensitive "contains" on the name. Shorter than
 * LIST_SEARCH_MIN_LENGTH (after trimming) it filters nothing, as the search dialog (spec §5).
 */
export const listSearch = singleLineText()
  .max(LIST_SEARCH_MAX_LENGTH, `Search at most ${LIST_SEARCH_MAX_LENGTH} characters.`)
  .transform((value) => (value.length >= LIST_SEARCH_MIN_LENGTH ? value : undefined));

export const COMMUNITY_TYPES = ["group", "partnership"] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];

/** GET /api/communities: groups and partnerships (with their subgroups and sub-partnerships). */
export const communitiesQuerySchema = z.object({
  type: z.enum(COMMUNITY_TYPES, "Type is group or partnership.").optional(),
  q: listSearch.optional(),
  /** After the row (lower-cased name, type, id) that ended the previous page. */
  cursor: keysetCursor(
    z.tuple(
      [z.string(INVALID_CURSOR_MESSAGE).max(1000), z.enum(COMMUNITY_TYPES, INVALID_CURSOR_MESSAGE), cursorId],
      {
        error: INVALID_CURSOR_MESSAGE,
      },
    ),
  ).optional(),
});
export type CommunitiesQuery = z.infer<typeof communitiesQuerySchema>;

export const EVENT_LIST_WHEN = ["upcoming", "past"] as const;
export type EventListWhen = (typeof EVENT_LIST_WHEN)[number];

const filterInstant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time.` });

/**
 * GET /api/events: upcoming (soonest first, undated last) or past (latest first); `from` and `to`
 * keep those starting in [from, to) (the page sends the start of the viewer's first and last
 * days); `organiser` those a group or partnership organises (`group-{n}` / `partnership-{n}`).
 */
export const eventsQuerySchema = z.object({
  when: z.enum(EVENT_LIST_WHEN, "When is upcoming or past.").default("upcoming"),
  q: listSearch.optional(),
  from: filterInstant("From").optional(),
  to: filterInstant("To").optional(),
  organiser: z
    .string()
    .regex(/^(group|partnership)-\d{1,9}$/, "Organiser is a group or a partnership.")
    .optional(),
  /** After the row (start instant or null for undated, id) that ended the previous page. */
  cursor: keysetCursor(
    z.tuple([cursorInstant.nullable(), cursorId], { error: INVALID_CURSOR_MESSAGE }),
  ).optional(),
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

/** GET /api/events/:id/occurrences: the series' dates in order, after the (start, id) that ended a page. */
export const occurrencesQuerySchema = z.object({
  cursor: keysetCursor(z.tuple([cursorInstant, cursorId], { error: INVALID_CURSOR_MESSAGE })).optional(),
});
