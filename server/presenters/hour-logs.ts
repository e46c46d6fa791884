import type { HourLogChange, HourLogFlag, HourLogSource, HourLogStatus } from "../../shared/enums";
import type { Actor } from "../policies";
import type { EntityHourRow, HourLogChangeRow, MemberHourRow, verifiedTotals } from "../queries/hour-logs";
import { presentPage } from "./community";
import { presentMemberSummary } from "./member";

/** The organisation a log's hours were given to, as the history names it. */
function organisationOf(row: MemberHourRow) {
  const { log } = row;
  if (log.groupId) return { kind: "group" as const, id: log.groupId, name: row.groupName ?? "" };
  if (log.partnershipId)
    return { kind: "partnership" as const, id: log.partnershipId, name: row.partnershipName ?? "" };
  if (log.outsideOrganisation) return { kind: "outside" as const, id: null, name: log.outsideOrganisation };
  return null;
}

/** One hour log, as its owner's history shows it (issue 29): never the supervisor's address. */
export function presentHourLog(row: MemberHourRow) {
  const { log } = row;
  return {
    id: log.id,
    source: log.source as HourLogSource,
    status: log.status as HourLogStatus,
    flag: log.flag as HourLogFlag | null,
    workDate: log.workDate,
    minutes: log.minutes,
    description: log.description,
    event: log.eventId ? { id: log.eventId, name: row.eventName ?? "" } : null,
    shiftName: log.shiftName,
    organisation: organisationOf(row),
    decidedAt: log.decidedAt?.toISOString() ?? null,
    decisionNote: log.decisionNote,
  };
}

export const presentHoursPage = (rows: MemberHourRow[], next: readonly unknown[] | null) =>
  presentPage("logs", rows.map(presentHourLog), next);

/** A member's verified minutes: in all, per organisation and per year. */
export const presentHourTotals = (totals: Awaited<ReturnType<typeof verifiedTotals>>) => ({
  verified: {
    minutes: totals.minutes,
    byOrganisation: totals.byOrganisation.map((row) => ({
      key: row.key,
      name: row.name,
      minutes: row.minutes,
    })),
    byYear: totals.byYear.map((row) => ({ year: row.year, minutes: row.minutes })),
  },
});

/** A new log, by id. */
export const presentLoggedHours = (id: string) => ({ log: { id } });

/**
 * A log in an entity's hours (the verification queue), for those who verify them: the member,
 * and whether the viewer may decide it (pending, and not their own: nobody verifies their own).
 */
export function presentQueuedHourLog(actor: Actor, row: EntityHourRow) {
  return {
    ...presentHourLog(row),
    member: presentMemberSummary(row.member),
    can: { decide: row.log.status === "pending" && actor.kind === "member" && actor.id !== row.log.userId },
  };
}

export const presentEntityHoursPage = (
  actor: Actor,
  rows: EntityHourRow[],
  next: readonly unknown[] | null,
) =>
  presentPage(
    "logs",
    rows.map((row) => presentQueuedHourLog(actor, row)),
    next,
  );

/** What a decision did: the logs decided, and those it left with the reason. */
export const presentHourDecisions = (outcome: {
  decided: string[];
  skipped: { id: string; reason: string }[];
}) => outcome;

/**
 * What a supervisor's link asks about: who, for which organisation, when, how long and what; when
 * the link expires. Nothing else of the member (not their address, not their other hours).
 */
export function presentSupervisorRequest(
  link: { expiresAt: Date },
  log: {
    workDate: string;
    minutes: number;
    description: string;
    outsideOrganisation: string | null;
    shiftName: string | null;
  },
  volunteer: string,
  eventName: string | null,
) {
  return {
    request: {
      volunteer,
      organisation: log.outsideOrganisation ?? "",
      workDate: log.workDate,
      minutes: log.minutes,
      description: log.description,
      event: eventName,
      expiresAt: link.expiresAt.toISOString(),
    },
  };
}

/** The supervisor's answer, as recorded. */
export const presentSupervisorDecision = (status: "verified" | "declined") => ({ status });

/**
 * A log's history (issue 29): each change, when, by whom (a member's name, an outside
 * supervisor's address as the member gave it, or the site itself), what changed and why. A
 * hundred changes at most: a log's history is short unless someone plays with it.
 */
export function presentHourLogChanges(rows: HourLogChangeRow[]) {
  return {
    changes: rows.slice(-100).map(({ change, firstName, lastName }) => ({
      change: change.change as HourLogChange,
      at: change.createdAt.toISOString(),
      by: change.actorId
        ? `${firstName ?? ""} ${lastName ?? ""}`.trim() || "A former member"
        : (change.actorLabel ?? null),
      fields: change.fields ?? {},
      note: change.note,
    })),
  };
}
