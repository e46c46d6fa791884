import { and, eq, inArray } from "drizzle-orm";
import type { HourDecisionInput } from "../../../shared/schemas/volunteering";
import type { Database, Executor } from "../../db/client";
import { hourLogChanges, volunteerHourLogs } from "../../db/schema";
import { recordEvent } from "../../events/record";
import type { EntityRef } from "../../loaders/memberships";
import { CREDITED_TO } from "../../queries/hour-logs";
import { stampValueRates } from "./value-rates";

/** Why a log of a decision was left as it was (issue 29). */
export const HOUR_DECISION_MESSAGES = {
  notFound: "These hours are not credited here.",
  own: "Nobody verifies their own hours.",
  notPending: "These hours are no longer waiting for verification.",
} as const;

export type HourDecision = HourDecisionInput["decision"];

interface DecidedLog {
  id: string;
  userId: string;
  minutes: number;
}

/**
 * Sets the decision on logs that are pending, with who decided (a member, or an outside
 * supervisor's address), the note and a line of history each; verified logs keep the rate of
 * volunteer time in force (issue 30); then one `hours.decided` event per member, so that a bulk
 * decision tells each member once. The caller holds the logs' row locks.
 * Transaction: the caller's (takes an Executor inside an open transaction); locks nothing more.
 */
export async function applyHourDecision(
  tx: Executor,
  logs: DecidedLog[],
  decider: { actorId: string | null; label: string | null },
  input: { decision: HourDecision; note: string },
  entity: EntityRef | null,
  now: Date,
) {
  if (logs.length === 0) return;
  const ids = logs.map((log) => log.id);
  const note = input.note === "" ? null : input.note;
  await tx
    .update(volunteerHourLogs)
    .set({
      status: input.decision,
      decidedBy: decider.actorId,
      decidedByLabel: decider.label,
      decidedAt: now,
      decisionNote: note,
      updatedAt: now,
    })
    .where(inArray(volunteerHourLogs.id, ids));
  // Verified hours keep the value of volunteer time in force now (issue 30).
  if (input.decision === "verified") await stampValueRates(tx, ids, now);
  await tx.insert(hourLogChanges).values(
    logs.map((log) => ({
      logId: log.id,
      actorId: decider.actorId,
      actorLabel: decider.label,
      change: input.decision,
      fields: { status: ["pending", input.decision] as [unknown, unknown] },
      note,
      createdAt: now,
    })),
  );
  const byMember = new Map<string, DecidedLog[]>();
  for (const log of logs) byMember.set(log.userId, [...(byMember.get(log.userId) ?? []), log]);
  for (const [userId, own] of byMember) {
    await recordEvent(tx, {
      type: "hours.decided",
      actorId: decider.actorId,
      subject: { type: "hour_log", id: own[0]?.id ?? "" },
      payload: {
        userId,
        decision: input.decision,
        logIds: own.map((log) => log.id),
        minutes: own.reduce((sum, log) => sum + log.minutes, 0),
        entity,
        note,
      },
    });
  }
}

/**
 * A verifier of a group, partnership or event (the route checked `verifyHours`) verifies or
 * declines hours credited to it, singly or in bulk. Logs that are not credited here, are the
 * verifier's own, or are no longer pending are left, each with its reason; the others are decided.
 * Transaction: one; locks the named logs credited to the entity (FOR UPDATE), so two verifiers
 * deciding at once decide each log once.
 */
export async function decideHours(
  db: Database,
  actorId: string,
  entity: EntityRef,
  input: HourDecisionInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: volunteerHourLogs.id,
        userId: volunteerHourLogs.userId,
        minutes: volunteerHourLogs.minutes,
        status: volunteerHourLogs.status,
      })
      .from(volunteerHourLogs)
      .where(and(inArray(volunteerHourLogs.id, input.logIds), eq(CREDITED_TO[entity.type], entity.id)))
      .orderBy(volunteerHourLogs.id)
      .for("update");
    const found = new Map(rows.map((row) => [row.id, row]));
    const decided: DecidedLog[] = [];
    const skipped: { id: string; reason: string }[] = [];
    for (const id of input.logIds) {
      const row = found.get(id);
      if (!row) skipped.push({ id, reason: HOUR_DECISION_MESSAGES.notFound });
      else if (row.userId === actorId) skipped.push({ id, reason: HOUR_DECISION_MESSAGES.own });
      else if (row.status !== "pending") skipped.push({ id, reason: HOUR_DECISION_MESSAGES.notPending });
      else decided.push(row);
    }
    await applyHourDecision(tx, decided, { actorId, label: null }, input, entity, now);
    return { decided: decided.map((log) => log.id), skipped };
  });
}
