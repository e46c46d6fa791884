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

const querySchema = z.object({
  /** The `nextCursor` of the previous page: `{createdAt ISO}|{id}`. */
  cursor: z
    .string()
    .regex(/^[^|]+\|[0-9a-f-]{36}$/, "Invalid cursor")
    .optional(),
});

/** The local development mailbox: mail kept when no SMTP server is configured. */
export const devMailboxRoutes = new Hono<AppEnv>().get(
  "/",
  optionalSession,
  validate("query", querySchema),
  async (c) => {
    const { actor } = c.var;
    if (!can(actor, "readDevMailbox", platformAccessOf(c))) {
      throw forbidden("The development mailbox is only available on this machine or to platform admins.");
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
