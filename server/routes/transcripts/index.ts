import { type Context, Hono } from "hono";
import { LIST_PAGE_SIZE } from "../../../shared/limits";
import { timeCursorQuerySchema } from "../../../shared/schemas/communities";
import { takePage } from "../../../shared/schemas/cursor";
import { transcriptCodeParamSchema, transcriptRequestSchema } from "../../../shared/schemas/volunteering";
import { normalTranscriptCode, transcriptPath } from "../../../shared/volunteering";
import { issueTranscript } from "../../commands/volunteering/transcripts";
import type { AppDeps, AppEnv } from "../../context";
import { notFound } from "../../errors";
import { enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize, type MemberActor } from "../../policies";
import {
  presentIssuedTranscript,
  presentTranscriptCheck,
  presentTranscriptsPage,
} from "../../presenters/transcripts";
import { currentLogs, findTranscript, listTranscripts } from "../../queries/transcripts";
import { contentDisposition } from "../../storage/download-headers";
import { transcriptCsv, transcriptFileName, transcriptPdf } from "../../volunteering/transcript-files";

const NOT_FOUND = "No transcript has this code.";

/** A transcript by the code in the address, or 404. */
async function transcriptOf(db: AppDeps["db"], typed: string) {
  const code = normalTranscriptCode(typed);
  const row = code ? await findTranscript(db, code) : null;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** One of the member's own transcripts and its verification address; someone else's is 404 here. */
async function ownTranscript(deps: AppDeps, member: MemberActor, code: string) {
  const row = await transcriptOf(deps.db, code);
  // Someone else's transcript is checked on its public page, not downloaded from here.
  if (row.userId !== member.id) throw notFound(NOT_FOUND);
  authorize(member, "view", { kind: "volunteerHours", userId: row.userId });
  return { row, verifyUrl: `${deps.config.PUBLIC_URL}${transcriptPath(row.code)}` };
}

/** A download's headers: saved under its name, never cached by a shared cache. */
function setDownloadHeaders(c: Context, fileName: string, contentType: string) {
  c.header("content-type", contentType);
  c.header("content-disposition", contentDisposition("attachment", fileName));
  c.header("cache-control", "private, no-store");
}

/**
 * `/api/me/transcripts`: the member's transcripts of verified hours (issue 29): issuing one for a
 * period, their list, and each as PDF and CSV, theirs alone.
 */
export const myTranscriptRoutes = new Hono<AppEnv>()
  .get("/", requireSession, validate("query", timeCursorQuerySchema), async (c) => {
    const { member } = c.var;
    authorize(member, "view", { kind: "volunteerHours", userId: member.id });
    const rows = await listTranscripts(
      c.var.deps.db,
      member.id,
      c.req.valid("query").cursor ?? null,
      LIST_PAGE_SIZE + 1,
    );
    const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.issuedKey, last.id]);
    return c.json(presentTranscriptsPage(page, next));
  })
  .post("/", requireSession, validate("json", transcriptRequestSchema), async (c) => {
    const { member } = c.var;
    authorize(member, "issueTranscript", { kind: "volunteerHours", userId: member.id });
    await enforceMemberLimit(c, "transcript");
    return c.json(
      presentIssuedTranscript(await issueTranscript(c.var.deps.db, member.id, c.req.valid("json"))),
      201,
    );
  })
  .get("/:code/pdf", requireSession, validate("param", transcriptCodeParamSchema), async (c) => {
    const { row, verifyUrl } = await ownTranscript(c.var.deps, c.var.member, c.req.valid("param").code);
    await enforceMemberLimit(c, "transcriptDownload");
    setDownloadHeaders(c, transcriptFileName(row, "pdf"), "application/pdf");
    return c.body(transcriptPdf(row, verifyUrl, c.var.deps.config.APP_NAME));
  })
  .get("/:code/csv", requireSession, validate("param", transcriptCodeParamSchema), async (c) => {
    const { row, verifyUrl } = await ownTranscript(c.var.deps, c.var.member, c.req.valid("param").code);
    setDownloadHeaders(c, transcriptFileName(row, "csv"), "text/csv; charset=utf-8");
    return c.body(transcriptCsv(row, verifyUrl));
  });

/**
 * `/api/transcripts/:code`: a transcript's verification (issue 29), for anyone holding its code,
 * signed in or not: what it said when issued, and which of its logs have changed since.
 */
export const transcriptCheckRoutes = new Hono<AppEnv>().get(
  "/:code",
  validate("param", transcriptCodeParamSchema),
  async (c) => {
    const { db } = c.var.deps;
    const row = await transcriptOf(db, c.req.valid("param").code);
    const current = await currentLogs(
      db,
      row.entries.map((entry) => entry.logId),
    );
    c.header("cache-control", "no-store");
    return c.json(presentTranscriptCheck(row, current));
  },
);
