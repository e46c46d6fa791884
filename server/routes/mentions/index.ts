import { asc, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { mentionSuggestionsQuerySchema } from "../../../shared/schemas/posts";
import type { AppEnv } from "../../context";
import { profiles } from "../../db/schema";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { presentMentionSuggestions } from "../../presenters/post";

/** At most this many suggestions (contracts.md). */
const SUGGESTIONS = 5;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Members to mention as the composer types `@…`: names containing the text, without letter case,
 * through the trigram index on the full name (`profiles_name_trgm_idx`: the same expression).
 * Every member may be mentioned by every member (profiles are seen by all members).
 */
export const mentionRoutes = new Hono<AppEnv>().get(
  "/suggestions",
  requireSession,
  validate("query", mentionSuggestionsQuerySchema),
  async (c) => {
    const q = c.req.valid("query").q;
    if (!q) return c.json(presentMentionSuggestions([]));
    const fullName = sql`(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, ''))`;
    const members = await c.var.deps.db
      .select({
        userId: profiles.userId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        avatarUrl: profiles.avatarUrl,
      })
      .from(profiles)
      .where(sql`${fullName} ilike ${`%${likeLiteral(q)}%`} and ${ne(profiles.userId, c.var.member.id)}`)
      .orderBy(asc(profiles.firstName), asc(profiles.lastName), asc(profiles.userId))
      .limit(SUGGESTIONS);
    return c.json(presentMentionSuggestions(members));
  },
);
