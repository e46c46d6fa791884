import type { listModerationLog } from "../queries/moderation-log";
import type { ReportListRow } from "../queries/reports";
import { presentMemberSummary } from "./member";

type Person = {
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
};

/** A member named in a report or a log line; null when their account is gone. */
const person = (row: Person | null) =>
  row?.userId ? presentMemberSummary({ ...row, userId: row.userId }) : null;

/**
 * An open report in the moderators' queue: why, by whom, when, and what was reported (its words
 * and author, and where to open it). Content removed since shows as null.
 */
export function presentReport(row: ReportListRow) {
  return {
    id: row.id,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reporter: person(row.reporter),
    content: {
      kind: row.commentId ? ("comment" as const) : ("post" as const),
      postId: row.postId,
      commentId: row.commentId,
      text: row.content,
      author: person(row.author),
    },
  };
}

/** A report just filed: `created` false when the member had reported it already. */
export function presentReportFiled(report: { id: string; created: boolean }) {
  return { report };
}

/** A post or comment a moderator removed. */
export function presentRemoved(id: string) {
  return { removed: id };
}

/** A report a moderator dismissed. */
export function presentDismissed(id: string) {
  return { dismissed: id };
}

type LogRow = Awaited<ReturnType<typeof listModerationLog>>[number];

/** A line of the moderation log, for those who may read it. */
export function presentLogEntry(row: LogRow) {
  const { entry } = row;
  return {
    id: entry.id,
    action: entry.action,
    createdAt: entry.createdAt.toISOString(),
    actor: person(row.actor),
    subject: person(row.subject),
    reason: entry.reason,
    fromRole: entry.details.fromRole ?? null,
    toRole: entry.details.toRole ?? null,
    email: entry.details.email ?? null,
    content: entry.details.content
      ? { kind: entry.details.content.kind, excerpt: entry.details.content.excerpt }
      : null,
  };
}
