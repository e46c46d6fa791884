import type { HourLogFlag, HourLogSource, HourLogStatus } from "../../shared/enums";
import type { MemberHourRow, verifiedTotals } from "../queries/hour-logs";
import { presentPage } from "./community";

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
    byOrganisation: totals.byOrganisation.map((row) => ({ name: row.name, minutes: row.minutes })),
    byYear: totals.byYear.map((row) => ({ year: row.year, minutes: row.minutes })),
  },
});

/** A new log, by id. */
export const presentLoggedHours = (id: string) => ({ log: { id } });
