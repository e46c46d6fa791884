/**
 * Admins' awards (issue 30, item 1): the numbers the form and the server share, documented in
 * docs/decisions.md "Recognition and reports (issue 30)", "Awards".
 */

/** The columns' own limits (server/db/schema/volunteering.ts, `awards`). */
export const AWARD_TITLE_MAX_LENGTH = 120;
export const AWARD_CITATION_MAX_LENGTH = 280;
export const AWARD_REVOKE_REASON_MAX_LENGTH = 500;
/** The award's description: a paragraph or two about what it honours. */
export const AWARD_DESCRIPTION_MAX_LENGTH = 2000;
/** Members awarded in one giving: a team, a class or a shift's volunteers. */
export const AWARD_RECIPIENTS_MAX = 50;
/** The bucket of award badges (spec §9 names it for entities' pictures). */
export const AWARD_BADGE_BUCKET = "entity-images";
/** Awards per page of an organisation's list and a member's. */
export const AWARDS_PAGE_SIZE = 20;
