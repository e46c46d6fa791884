import { desc, sql } from "drizzle-orm";
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

const querySchema = z.object({
  /**
   * The `nextCursor` of the previous page: the id of its last message. The position is read
   * from that row itself, at the database's own precision (PostgreSQL keeps microseconds, which
   * a date in the cursor would round away, losing mail written in the same millisecond).
   */
  cursor: z.uuid("Invalid cursor").optional(),
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
          ? "The development mailbox opens to platform admins, and through the link the server printed on its console at start-up."
          : "The development mailbox is turned off on this server (DEV_MAILBOX).",
      );
    }
    const { cursor } = c.req.valid("query");
    const where = cursor
      ? sql`(${mailMessages.createdAt}, ${mailMessages.id}) < (select m.created_at, m.id from mail_messages m where m.id = ${cursor})`
      : undefined;
    const rows = await c.var.deps.db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(PAGE_SIZE + 1);
    const page = rows.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    const nextCursor = rows.length > PAGE_SIZE && last ? last.id : null;
    return c.json(presentMailboxPage(page, nextCursor));
  },
);
