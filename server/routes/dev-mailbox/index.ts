import { and, desc, eq, lt, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { mailMessages } from "../../db/schema";
import { forbidden } from "../../errors";
import { platformAccessOf } from "../../lib/platform-access";
import { optionalSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { can } from "../../policies";
import { presentMailboxPage } from "../../presenters/mail-message";

const PAGE_SIZE = 20;

/** `{createdAt}|{id}`, the date exactly as `toISOString` writes it and the id a UUID. */
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/**
 * Whether a cursor is one this route could have written. A date that is not a date (or a
 * 30 February, which `Date` would roll over) or an id PostgreSQL cannot read as a UUID would
 * otherwise fail in the query, as a 500.
 */
function isCursor(cursor: string): boolean {
  const at = CURSOR.exec(cursor)?.[1];
  if (!at) return false;
  const date = new Date(at);
  return !Number.isNaN(date.getTime()) && date.toISOString() === at;
}

const querySchema = z.object({
  /** The `nextCursor` of the previous page: `{createdAt ISO}|{id}`. */
  cursor: z.string().refine(isCursor, "Invalid cursor").optional(),
});

/** The local development mailbox: mail kept when no SMTP server is configured. */
export const devMailboxRoutes = new Hono<AppEnv>().get(
  "/",
  optionalSession,
  validate("query", querySchema),
  async (c) => {
    const { actor } = c.var;
    const platform = platformAccessOf(c);
    if (!can(actor, "readDevMailbox", platform)) {
      throw forbidden(
        platform.mailboxEnabled
          ? "The development mailbox is only available on this machine or to platform admins."
          : "The development mailbox is turned off on this server (DEV_MAILBOX).",
      );
    }
    const { cursor } = c.req.valid("query");
    let where: ReturnType<typeof or> | undefined;
    if (cursor) {
      const [at, id] = cursor.split("|") as [string, string];
      const createdAt = new Date(at);
      where = or(
        lt(mailMessages.createdAt, createdAt),
        and(eq(mailMessages.createdAt, createdAt), lt(mailMessages.id, id)),
      );
    }
    const rows = await c.var.deps.db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(PAGE_SIZE + 1);
    const page = rows.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    const nextCursor = rows.length > PAGE_SIZE && last ? `${last.createdAt.toISOString()}|${last.id}` : null;
    return c.json(presentMailboxPage(page, nextCursor));
  },
);
