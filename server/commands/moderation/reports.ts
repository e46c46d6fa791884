import { and, eq, sql } from "drizzle-orm";
import type { ReportStatus } from "../../../shared/moderation";
import type { Database } from "../../db/client";
import { contentReports } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record";
import type { EntityRef } from "../../loaders/memberships";
import type { MemberActor } from "../../policies/actor";
import { logModeration } from "../../queries/moderation-log";

/** A post or a comment, where it lives, as a report names it. */
export interface ReportedContent {
  kind: "post" | "comment";
  id: string;
  /** The group, partnership or event of the post; null for a profile post. */
  entity: EntityRef | null;
}

/**
 * Files a member's report of a post or comment for the moderators of where it lives (platform
 * admins for a profile post). A second report of the same content by the same member while the
 * first is open changes nothing: `created` says which happened.
 * Transaction: one; no row locks (the unique open-report indexes settle a second report).
 */
export async function reportContent(
  db: Database,
  reporter: MemberActor,
  content: ReportedContent,
  reason: string,
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentReports)
      .values({
        entityType: content.entity?.type ?? null,
        entityId: content.entity?.id ?? null,
        postId: content.kind === "post" ? content.id : null,
        commentId: content.kind === "comment" ? content.id : null,
        reporterId: reporter.id,
        reason,
      })
      .onConflictDoNothing()
      .returning({ id: contentReports.id });
    if (row) {
      await recordEvent(tx, {
        type: "content.reported",
        actorId: reporter.id,
        subject: { type: "report", id: row.id },
        payload: { entity: content.entity },
      });
      return { id: row.id, created: true };
    }
    const [open] = await tx
      .select({ id: contentReports.id })
      .from(contentReports)
      .where(
        and(
          eq(contentReports.reporterId, reporter.id),
          eq(contentReports.status, "open"),
          content.kind === "post"
            ? and(eq(contentReports.postId, content.id), sql`${contentReports.commentId} is null`)
            : eq(contentReports.commentId, content.id),
        ),
      );
    if (!open) throw new Error("report neither inserted nor found");
    return { id: open.id, created: false };
  });
}

/** A report as the route loaded it. */
export interface OpenReport {
  id: string;
  status: ReportStatus;
  entity: EntityRef | null;
}

/**
 * A moderator finds nothing wrong: the report is closed as dismissed, and that is logged.
 * Transaction: one; no explicit locks (the UPDATE conditional on status 'open' settles races).
 */
export async function dismissReport(db: Database, actor: MemberActor, report: OpenReport) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(contentReports)
      .set({ status: "dismissed", resolvedBy: actor.id, resolvedAt: sql`now()` })
      .where(and(eq(contentReports.id, report.id), eq(contentReports.status, "open")))
      .returning({ id: contentReports.id });
    if (!updated.length) throw new AppError("conflict", "This report has already been dealt with.");
    await logModeration(tx, { entity: report.entity, actorId: actor.id, action: "report.dismissed" });
  });
}
