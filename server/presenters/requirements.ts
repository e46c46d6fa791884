import { stringify } from "csv-stringify/sync";
import type { RequirementKind } from "../../shared/enums";
import { encodeCursor } from "../../shared/schemas/cursor";
import { requirementStanding, STANDING_WORDS } from "../../shared/volunteering";
import type { ProgressRow, RequirementRow, sharedRequirements } from "../queries/requirements";
import { presentMemberSummary } from "./member";

/** A requirement as its community shows it. */
export function presentRequirement(row: RequirementRow) {
  return {
    id: row.id,
    title: row.title,
    requiredMinutes: row.requiredMinutes,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    kinds: row.kinds as RequirementKind[],
  };
}

/** One member's progress toward a requirement: minutes counted, expected by today, standing. */
export function presentProgress(row: RequirementRow, minutes: number, today: string) {
  return { minutes, ...requirementStanding(row, minutes, today) };
}

/**
 * A community's requirements for a viewer (issue 29): each with the viewer's own progress when
 * they share their hours with it; whether they share; what they may do.
 */
export function presentRequirements(
  rows: RequirementRow[],
  next: readonly unknown[] | null,
  own: Map<string, number> | null,
  today: string,
  can: { manage: boolean; share: boolean },
) {
  return {
    requirements: rows.map((row) => ({
      ...presentRequirement(row),
      own: own ? presentProgress(row, own.get(row.id) ?? 0, today) : null,
    })),
    sharing: own !== null,
    can,
    nextCursor: next ? encodeCursor(next) : null,
  };
}

/** The sharing members' progress, least done first, for the community's admins. */
export function presentProgressPage(
  row: RequirementRow,
  members: ProgressRow[],
  next: readonly unknown[] | null,
  today: string,
) {
  return {
    requirement: presentRequirement(row),
    members: members.map((member) => ({
      member: presentMemberSummary(member),
      ...presentProgress(row, member.minutes, today),
    })),
    nextCursor: next ? encodeCursor(next) : null,
  };
}

const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/** Every sharing member's progress as CSV, for the community's admins (formulas escaped). */
export function progressCsv(row: RequirementRow, members: ProgressRow[], today: string) {
  return stringify(
    [
      ["Requirement", row.title],
      ["Period", `${row.periodFrom} to ${row.periodTo}`],
      ["Hours required", hours(row.requiredMinutes)],
      ["As of", today],
      [],
      ["First name", "Last name", "Verified hours", "Expected by now", "Standing"],
      ...members.map((member) => {
        const { expectedMinutes, standing } = requirementStanding(row, member.minutes, today);
        return [
          member.firstName ?? "",
          member.lastName ?? "",
          hours(member.minutes),
          hours(expectedMinutes),
          STANDING_WORDS[standing],
        ];
      }),
    ],
    { escape_formulas: true, record_delimiter: "\r\n" },
  );
}

/** The requirements a member shares with, and their progress, for their dashboard and history. */
export function presentSharedRequirements(
  rows: Awaited<ReturnType<typeof sharedRequirements>>,
  minutes: Map<string, number>,
  today: string,
) {
  return {
    requirements: rows.map(({ requirement, groupName, partnershipName }) => ({
      ...presentRequirement(requirement),
      organisation: requirement.groupId
        ? { type: "group" as const, id: requirement.groupId, name: groupName ?? "" }
        : { type: "partnership" as const, id: requirement.partnershipId ?? 0, name: partnershipName ?? "" },
      own: presentProgress(requirement, minutes.get(requirement.id) ?? 0, today),
    })),
  };
}
