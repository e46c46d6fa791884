import { encodeCursor } from "../../shared/schemas/cursor";
import type { TranscriptEntry } from "../db/schema";
import type { currentLogs, listTranscripts, TranscriptRow } from "../queries/transcripts";

/** What became of a transcript's log since it was issued: nothing, or how it differs now. */
export type TranscriptChange = null | "pending" | "declined" | "withdrawn" | "edited" | "gone";

/** A transcript's minutes per organisation, most first, as it was issued. */
export function transcriptTotals(entries: TranscriptEntry[]) {
  const byName = new Map<string, number>();
  for (const entry of entries)
    byName.set(entry.organisation, (byName.get(entry.organisation) ?? 0) + entry.minutes);
  return [...byName]
    .map(([name, minutes]) => ({ name, minutes }))
    .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
}

function changeOf(
  entry: TranscriptEntry,
  now: Awaited<ReturnType<typeof currentLogs>> extends Map<string, infer V> ? V | undefined : never,
): TranscriptChange {
  if (!now) return "gone";
  if (now.status !== "verified") return now.status as TranscriptChange;
  if (now.minutes !== entry.minutes || now.workDate !== entry.workDate) return "edited";
  return null;
}

/**
 * A transcript as issued, for anyone holding its code (issue 29): the member's name, the period,
 * each log and the totals exactly as issued, and for each log whether it has changed since.
 */
export function presentTranscriptCheck(row: TranscriptRow, current: Awaited<ReturnType<typeof currentLogs>>) {
  const entries = row.entries.map((entry) => ({
    workDate: entry.workDate,
    organisation: entry.organisation,
    event: entry.event,
    shift: entry.shift,
    minutes: entry.minutes,
    verifiedBy: entry.verifiedBy,
    verifiedAt: entry.verifiedAt,
    change: changeOf(entry, current.get(entry.logId)),
  }));
  return {
    transcript: {
      code: row.code,
      memberName: row.memberName,
      periodFrom: row.periodFrom,
      periodTo: row.periodTo,
      issuedAt: row.issuedAt.toISOString(),
      totalMinutes: row.totalMinutes,
      byOrganisation: transcriptTotals(row.entries),
      entries,
      changedCount: entries.filter((entry) => entry.change !== null).length,
    },
  };
}

type TranscriptListRow = Awaited<ReturnType<typeof listTranscripts>>[number];

/** One of the member's own transcripts, in their list. */
export function presentTranscriptSummary(row: Omit<TranscriptListRow, "issuedKey">) {
  return {
    code: row.code,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    totalMinutes: row.totalMinutes,
    logCount: row.logCount,
    issuedAt: row.issuedAt.toISOString(),
  };
}

export const presentTranscriptsPage = (rows: TranscriptListRow[], next: readonly unknown[] | null) => ({
  transcripts: rows.map(presentTranscriptSummary),
  nextCursor: next ? encodeCursor(next) : null,
});

/** A transcript just issued. */
export const presentIssuedTranscript = (row: TranscriptRow) => ({
  transcript: presentTranscriptSummary({ ...row, logCount: row.entries.length }),
});
