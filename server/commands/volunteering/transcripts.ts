import { randomInt } from "node:crypto";
import type { TranscriptRequest } from "../../../shared/schemas/volunteering";
import { TRANSCRIPT_MAX_LOGS } from "../../../shared/volunteering";
import type { Database } from "../../db/client";
import { hourTranscripts, type TranscriptEntry } from "../../db/schema";
import { AppError } from "../../errors";
import { memberName } from "../../loaders/member-actor";
import { type TranscriptLogRow, verifiedLogsForTranscript } from "../../queries/transcripts";

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH = 10;

export const TRANSCRIPT_MESSAGES = {
  tooMany: `A transcript lists at most ${TRANSCRIPT_MAX_LOGS.toLocaleString("en-US")} logs. Choose a shorter period.`,
  none: "You have no verified hours in this period.",
} as const;

/**
 * A new code: 50 random bits, so codes cannot be guessed from one another.
 * Transaction: none; pure (no database access), locks nothing.
 */
export function newTranscriptCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

/**
 * An outside supervisor's address as a transcript shows it to anyone: "s***@riverside.example".
 * Transaction: none; pure (no database access), locks nothing.
 */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

/** Who verified a log, as a transcript prints it. */
function verifierOf(row: TranscriptLogRow): string {
  const name = `${row.deciderFirstName ?? ""} ${row.deciderLastName ?? ""}`.trim();
  if (name) return name;
  if (row.decidedByLabel) return `Supervisor ${maskedAddress(row.decidedByLabel)}`;
  return "Recorded at check-in";
}

/**
 * Issues a transcript of the member's verified hours of a period (issue 29): the logs as they are
 * now, with who verified each and when, frozen under a new code. At most TRANSCRIPT_MAX_LOGS logs
 * (422 beyond), at least one (422 without).
 * Transaction: none; one read, then one INSERT (a new row; a rare clash of codes is tried again).
 */
export async function issueTranscript(
  db: Database,
  userId: string,
  period: TranscriptRequest,
  now = new Date(),
) {
  const rows = await verifiedLogsForTranscript(db, userId, period, TRANSCRIPT_MAX_LOGS + 1);
  if (rows.length > TRANSCRIPT_MAX_LOGS) throw new AppError("validation_failed", TRANSCRIPT_MESSAGES.tooMany);
  if (rows.length === 0) throw new AppError("validation_failed", TRANSCRIPT_MESSAGES.none);
  const entries: TranscriptEntry[] = rows.map((row) => ({
    logId: row.id,
    workDate: row.workDate,
    organisation: row.organisation,
    event: row.eventName,
    shift: row.shiftName,
    minutes: row.minutes,
    verifiedBy: verifierOf(row),
    verifiedAt: row.decidedAt?.toISOString() ?? null,
  }));
  const values = {
    userId,
    memberName: await memberName(db, userId),
    periodFrom: period.from,
    periodTo: period.to,
    totalMinutes: entries.reduce((sum, entry) => sum + entry.minutes, 0),
    entries,
    issuedAt: now,
  };
  for (let attempt = 0; ; attempt++) {
    const [row] = await db
      .insert(hourTranscripts)
      .values({ ...values, code: newTranscriptCode() })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (attempt >= 3) throw new Error("no free transcript code");
  }
}
