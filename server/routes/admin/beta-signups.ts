import { type Context, Hono } from "hono";
import { stream } from "hono/streaming";
import { BETA_SIGNUPS_PAGE_SIZE } from "../../../shared/limits";
import {
  betaSignupFilterSchema,
  betaSignupIdParamSchema,
  betaSignupListQuerySchema,
  betaSignupNoteSchema,
} from "../../../shared/schemas/beta-management";
import { encodeCursor, type InstantPosition, takePage } from "../../../shared/schemas/cursor";
import {
  approveBetaSignup,
  declineBetaSignup,
  resendBetaInvitation,
  setBetaSignupNote,
} from "../../commands/review-beta-signup";
import type { AppEnv } from "../../context";
import type { Executor } from "../../db/client";
import { notFound } from "../../errors";
import { platformAccessOf } from "../../lib/platform-access";
import { enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentBetaSignupChange, presentBetaSignupPage } from "../../presenters/beta-signup";
import { betaSignupCsv, betaSignupCsvFileName } from "../../presenters/beta-signup-csv";
import { countBetaSignups, findBetaSignup, listBetaSignups } from "../../queries/beta-signups";
import { contentDisposition } from "../../storage/download-headers";

/** Rows the CSV reads per statement: the whole list streams out without being held at once. */
const CSV_BATCH = 500;

// biome-ignore lint/suspicious/noExplicitAny: any route's context, whatever its middleware added
const authorizeAdmin = (c: Context<any>) =>
  authorize(
    c.var.actor,
    "manageBetaSignups",
    platformAccessOf(c),
    "Only platform admins manage the beta list.",
  );

/** The sign-up of the address, or a 404. */
async function loadSignup(db: Executor, id: string) {
  const row = await findBetaSignup(db, id);
  if (!row) throw notFound("This beta sign-up does not exist.");
  return row;
}

/**
 * /admin/beta-management's API (issue 31): the beta sign-ups for platform admins (ADMIN_EMAILS),
 * searched, filtered and paged, approved (which mails the invitation), declined, noted, and
 * downloaded as CSV. Every route, reads and writes alike, asks the platform policy afresh.
 */
export const adminBetaSignupRoutes = new Hono<AppEnv>()
  .get("/", requireSession, validate("query", betaSignupListQuerySchema), async (c) => {
    const { db } = c.var.deps;
    authorizeAdmin(c);
    const { cursor, ...filter } = c.req.valid("query");
    const rows = await listBetaSignups(db, filter, cursor, BETA_SIGNUPS_PAGE_SIZE);
    const { page, next } = takePage(rows, BETA_SIGNUPS_PAGE_SIZE, (last) => [last.at, last.id] as const);
    const counts = await countBetaSignups(db, filter);
    return c.json(presentBetaSignupPage(page, next && encodeCursor(next), counts));
  })
  .get("/csv", requireSession, validate("query", betaSignupFilterSchema), async (c) => {
    const { db } = c.var.deps;
    authorizeAdmin(c);
    const filter = c.req.valid("query");
    c.header("content-type", "text/csv; charset=utf-8");
    c.header("content-disposition", contentDisposition("attachment", betaSignupCsvFileName(new Date())));
    c.header("cache-control", "private, no-store");
    return stream(c, async (out) => {
      let cursor: InstantPosition | undefined;
      let first = true;
      do {
        const rows = await listBetaSignups(db, filter, cursor, CSV_BATCH);
        const { page, next } = takePage(rows, CSV_BATCH, (last) => [last.at, last.id] as InstantPosition);
        await out.write(betaSignupCsv(page, first));
        first = false;
        cursor = next ?? undefined;
      } while (cursor);
    });
  })
  .patch(
    "/:id",
    requireSession,
    validate("param", betaSignupIdParamSchema),
    validate("json", betaSignupNoteSchema),
    async (c) => {
      const { db } = c.var.deps;
      authorizeAdmin(c);
      const { id } = c.req.valid("param");
      await loadSignup(db, id);
      await enforceMemberLimit(c, "betaReview");
      await setBetaSignupNote(db, id, c.req.valid("json").note);
      return c.json(presentBetaSignupChange(await loadSignup(db, id)));
    },
  )
  .post("/:id/approve", requireSession, validate("param", betaSignupIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    authorizeAdmin(c);
    const { id } = c.req.valid("param");
    // Approving an approved sign-up changes nothing and mails nobody: it costs no invitation.
    if ((await loadSignup(db, id)).status !== "approved") await enforceMemberLimit(c, "betaInvitation");
    await approveBetaSignup(db, c.var.member, id);
    return c.json(presentBetaSignupChange(await loadSignup(db, id)));
  })
  .post("/:id/decline", requireSession, validate("param", betaSignupIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    authorizeAdmin(c);
    const { id } = c.req.valid("param");
    if ((await loadSignup(db, id)).status === "pending") await enforceMemberLimit(c, "betaReview");
    await declineBetaSignup(db, c.var.member, id);
    return c.json(presentBetaSignupChange(await loadSignup(db, id)));
  })
  .post("/:id/resend-invitation", requireSession, validate("param", betaSignupIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    authorizeAdmin(c);
    const { id } = c.req.valid("param");
    await loadSignup(db, id);
    await enforceMemberLimit(c, "betaInvitation");
    await resendBetaInvitation(db, c.var.member, id);
    return c.json(presentBetaSignupChange(await loadSignup(db, id)));
  });
