import type { RecurrenceFrequency } from "../../shared/enums";
import { encodeCursor } from "../../shared/schemas/cursor";
import type { Actor, EntityAccess } from "../policies";
import type { CommunityListRow, EventListRow } from "../queries/entity-lists";
import { relation } from "./entity";
import { presentMemberSummary } from "./member";

/** How much of a description a list's card shows. */
const EXCERPT_LENGTH = 160;

/** The start of a description on one line, cut at a word with an ellipsis when it goes on. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

const LABELS = {
  group: { top: "Group", nested: "Subgroup" },
  partnership: { top: "Partnership", nested: "Sub Partnership" },
} as const;

/**
 * A group or partnership in the communities list: the organisation list item of spec §3 (its
 * label Group, Subgroup, Partnership or Sub Partnership) with the viewer's relation. A private
 * one's outsiders see it listed by name and picture only, `restricted`, so they can find it and
 * ask to join (docs/decisions.md, "Communities and events lists").
 */
export function presentCommunityListItem(
  actor: Actor,
  row: CommunityListRow,
  access: EntityAccess,
  memberCount: number,
) {
  const shared = relation(actor, access);
  return {
    id: row.id,
    type: row.type,
    label: row.parent ? LABELS[row.type].nested : LABELS[row.type].top,
    name: row.name,
    profileImage: row.profileImage,
    coverPhoto: row.coverPhoto,
    description: shared.restricted ? null : excerpt(row.description),
    parent: shared.restricted ? null : row.parent,
    memberCount: shared.restricted ? null : memberCount,
    ...shared,
  };
}

export type CommunityListItem = ReturnType<typeof presentCommunityListItem>;

/** A page of the communities list with the cursor of the next one (null at the end). */
export function presentCommunitiesPage(items: CommunityListItem[], next: readonly unknown[] | null) {
  return { communities: items, nextCursor: next ? encodeCursor(next) : null };
}

/**
 * An event in the events list: when (and on whose clock: `timeZone`), where, who hosts and
 * organises it, how its series repeats (the upcoming list shows a series once, by its next date),
 * and the viewer's relation.
 */
export function presentEventListItem(actor: Actor, row: EventListRow, access: EntityAccess) {
  const { event } = row;
  const shared = relation(actor, access);
  const organiser =
    event.groupId !== null && row.groupName !== null
      ? { type: "group" as const, id: event.groupId, name: row.groupName }
      : event.partnershipId !== null && row.partnershipName !== null
        ? { type: "partnership" as const, id: event.partnershipId, name: row.partnershipName }
        : null;
  return {
    id: event.eventId,
    type: "event" as const,
    name: event.eventName,
    description: shared.restricted ? null : excerpt(event.description),
    eventImage: event.eventImage,
    coverPhoto: event.coverPhoto,
    startDate: event.startDate?.toISOString() ?? null,
    endDate: event.endDate?.toISOString() ?? null,
    timeZone: event.timeZone,
    location: shared.restricted ? null : event.location,
    host: row.host?.userId ? presentMemberSummary(row.host) : null,
    organiser,
    cancelled: event.cancelledAt !== null,
    series: row.seriesFrequency ? { frequency: row.seriesFrequency as RecurrenceFrequency } : null,
    ...shared,
  };
}

export type EventListItem = ReturnType<typeof presentEventListItem>;

/** A page of the events list with the cursor of the next one (null at the end). */
export function presentEventsPage(items: EventListItem[], next: readonly unknown[] | null) {
  return { events: items, nextCursor: next ? encodeCursor(next) : null };
}
