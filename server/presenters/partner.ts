import { type Actor, type EntityAccess, type PartnerAccess, permissions } from "../policies";
import type { GroupPartnershipRow, PartnerOptionRow, PartnerRow } from "../queries/partners";

const partnerAccess = (
  partnership: EntityAccess,
  group: EntityAccess,
  status: PartnerAccess["status"],
): PartnerAccess => ({ kind: "partner", partnership, group, status });

/** The group as a partner list shows it: what its preview shows anyone (name and picture). */
const groupSummary = (row: { groupId: number; name: string; profileImage: string | null }) => ({
  id: row.groupId,
  name: row.name,
  profileImage: row.profileImage,
});

/**
 * A partner organisation of a partnership, or a group asking to be one, with what the viewer may
 * do about it. The request's message is shown only to those who answer it.
 */
export function presentPartner(
  actor: Actor,
  partnership: EntityAccess,
  group: EntityAccess,
  row: PartnerRow,
) {
  const can = permissions(actor, partnerAccess(partnership, group, row.status));
  return {
    group: groupSummary(row),
    status: row.status,
    message: can.approve ? row.message : null,
    joinedAt: row.joinedAt.toISOString(),
    can,
  };
}

/** A group the viewer runs, where it stands with the partnership, and whether they may ask or end. */
export function presentPartnerOption(
  actor: Actor,
  partnership: EntityAccess,
  group: EntityAccess,
  row: PartnerOptionRow,
) {
  return {
    group: groupSummary(row),
    status: row.status,
    can: permissions(actor, partnerAccess(partnership, group, row.status)),
  };
}

/** A group's standing after asking, answering or ending: `null` when it has none. */
export function presentPartnerStatus(status: PartnerAccess["status"]) {
  return { status };
}

/** A partnership the group belongs to, with what the viewer may do (end it, from the group's side). */
export function presentGroupPartnership(
  actor: Actor,
  partnership: EntityAccess,
  group: EntityAccess,
  row: GroupPartnershipRow,
) {
  return {
    partnership: { id: row.partnershipId, name: row.name, profileImage: row.profileImage },
    joinedAt: row.joinedAt.toISOString(),
    can: permissions(actor, partnerAccess(partnership, group, "active")),
  };
}
