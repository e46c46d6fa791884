import { and, desc, eq, lt, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { mailMessages } from "../../db/schema";
import { forbidden } from "../../errors";
import { isLoopbackSocket } from "../../lib/client-ip";
import { validate } from "../../middleware/validate";
import { canReadDevMailbox } from "../../policies/dev-mailbox";

const PAGE_SIZE = 20;

const querySchema = z.object({
  /** The `nextCursor` of the previous page: `{createdAt ISO}|{id}`. */
  cursor: z
    .string()
    .regex(/^[^|]+\|[0-9a-f-]{36}$/, "Invalid cursor")
    .optional(),
});

/** The local development mailbox: mail kept when no SMTP server is configured. */
export const devMailboxRoutes = new Hono<AppEnv>().get("/", validate("query", querySchema), async (c) => {
  const { db, config, auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!canReadDevMailbox(config, { loopback: isLoopbackSocket(c), email: session?.user.email ?? null })) {
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
  const rows = await db
    .select()
    .from(mailMessages)
    .where(where)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return c.json({
    messages: page.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > PAGE_SIZE && last ? `${last.createdAt.toISOString()}|${last.id}` : null,
  });
});
