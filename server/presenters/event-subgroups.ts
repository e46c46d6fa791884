import { type Actor, type EventSubgroupAccess, permissions } from "../policies";
import type { EventSubgroupMemberRow, EventSubgroupWithCounts } from "../queries/event-subgroups";
import { presentPage } from "./community";
import { presentMemberSummary } from "./member";

/**
 * A subgroup of an event as its page shows it: its event (for the way back), its member count,
 * whether the viewer is in it and registered for the event, and the `can` flags the page shows
 * and hides by (update and delete, join, leave, removeMember).
 */
export function presentEventSubgroup(
  actor: Actor,
  row: EventSubgroupWithCounts,
  event: { id: number; name: string },
  access: EventSubgroupAccess,
) {
  return {
    id: row.subgroupId,
    event,
    name: row.name,
    description: row.description,
    profileImage: row.profileImage,
    memberCount: row.memberCount,
    isMember: access.isMember,
    registered: access.registered,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: permissions(actor, access),
  };
}

/** A subgroup in its event's list. */
export function presentEventSubgroupItem(row: EventSubgroupWithCounts) {
  return {
    id: row.subgroupId,
    name: row.name,
    description: row.description,
    profileImage: row.profileImage,
    memberCount: row.memberCount,
    isMember: row.isMember,
  };
}

/**
 * A page of an event's subgroups, with whether the viewer may create one (the section's link),
 * and the cursor of the next page.
 */
export function presentEventSubgroupsPage(
  actor: Actor,
  access: EventSubgroupAccess,
  rows: EventSubgroupWithCounts[],
  next: readonly unknown[] | null,
) {
  return {
    ...presentPage("subgroups", rows.map(presentEventSubgroupItem), next),
    can: { create: permissions(actor, access).create },
  };
}

/** A member of a subgroup, with whether the viewer may take them out of it. */
export function presentEventSubgroupMember(
  actor: Actor,
  access: EventSubgroupAccess,
  row: EventSubgroupMemberRow,
) {
  return {
    member: presentMemberSummary(row),
    joinedAt: row.joinedAt.toISOString(),
    can: { remove: permissions(actor, access).removeMember },
  };
}

/** The viewer's place in a subgroup after joining or leaving. */
export const presentSubgroupStanding = (isMember: boolean) => ({ isMember });
