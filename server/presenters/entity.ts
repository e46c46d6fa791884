import type { RecurrenceFrequency } from "../../shared/enums";
import { encodeCursor } from "../../shared/schemas/cursor";
import type {
  events,
  groups,
  partnerships,
  RegistrationSettings,
  RegistrationTypeSettings,
} from "../db/schema";
import { type Actor, type EntityAccess, type EventOrganiserAccess, permissions } from "../policies";
import { effectiveRole, roleRefusal } from "../policies/entity";
import { type MemberProfileFields, presentMemberSummary } from "./member";

type GroupRow = typeof groups.$inferSelect;
type PartnershipRow = typeof partnerships.$inferSelect;
type EventRow = typeof events.$inferSelect;

/** A parent or organiser named beside an entity (breadcrumbs, "organised by"). */
export interface EntitySummary {
  id: number;
  name: string;
}

/**
 * What every entity presentation shares: the viewer's relation to it and the `can` flags the
 * browser shows and hides by. Someone who may only preview it (a private entity they are not in)
 * gets `restricted: true` and no members-only detail.
 */
export function relation(actor: Actor, access: EntityAccess) {
  const can = permissions(actor, access);
  return {
    visibility: access.visibility,
    restricted: !can.view,
    /** The role whose rights the viewer holds here (their own, inherited, or the host's). */
    role: actor.kind === "member" ? effectiveRole(access) : null,
    membershipStatus: access.membership?.status ?? null,
    can,
    /** Why the viewer's role keeps them from leaving (the owner), to show instead of the button. */
    leaveRefusal: roleRefusal(access, "leave"),
  };
}

/** What a group and a partnership share, with the parent named for the breadcrumb. */
function presentCommunity(
  actor: Actor,
  row: GroupRow | PartnershipRow,
  access: EntityAccess,
  extra: { parent: EntitySummary | null; memberCount: number },
) {
  const shared = relation(actor, access);
  return {
    name: row.name,
    description: row.description,
    profileImage: row.profileImage,
    coverPhoto: row.coverPhoto,
    parent: extra.parent,
    memberCount: shared.restricted ? null : extra.memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...shared,
  };
}

/** A group (or subgroup), spec §3; its label is the organisation list's type. */
export function presentGroup(
  actor: Actor,
  row: GroupRow,
  access: EntityAccess,
  extra: { parent: EntitySummary | null; memberCount: number },
) {
  return {
    id: row.groupId,
    type: "group" as const,
    label: row.parentGroupId ? ("Subgroup" as const) : ("Group" as const),
    ...presentCommunity(actor, row, access, extra),
  };
}

/** A partnership (or sub-partnership), spec §3. */
export function presentPartnership(
  actor: Actor,
  row: PartnershipRow,
  access: EntityAccess,
  extra: { parent: EntitySummary | null; memberCount: number },
) {
  return {
    id: row.partnershipId,
    type: "partnership" as const,
    label: row.parentPartnershipId ? ("Sub Partnership" as const) : ("Partnership" as const),
    ...presentCommunity(actor, row, access, extra),
  };
}

/** Whether a registration type is open and asks for a code; the code itself never leaves the server. */
function presentRegistrationType(settings: RegistrationTypeSettings | undefined) {
  return {
    enabled: Boolean(settings?.enabled),
    requiresCode: Boolean(settings?.passcode),
    capacity: settings?.capacity ?? null,
  };
}

/** The registration settings of spec §3 without their passcodes (checked on the server, spec §5). */
export function presentRegistrationSettings(settings: RegistrationSettings) {
  return {
    attendees: presentRegistrationType(settings.attendees),
    volunteers: presentRegistrationType(settings.volunteers),
    employees: presentRegistrationType(settings.employees),
  };
}

/** An event, spec §3, with its host and organiser. */
export function presentEvent(
  actor: Actor,
  row: EventRow,
  access: EntityAccess,
  extra: {
    host: Pick<MemberProfileFields, "userId" | "firstName" | "lastName" | "avatarUrl"> | null;
    organiser: (EntitySummary & { type: "group" | "partnership" }) | null;
    /** Who may move it to another organiser, or to none (policies/event-organiser.ts). */
    organiserAccess: EventOrganiserAccess;
    /** The series the event is an occurrence of (decisions.md, "Recurring events"). */
    series: { frequency: RecurrenceFrequency; occurrenceCount: number } | null;
  },
) {
  const shared = relation(actor, access);
  // An outsider's preview of a private event is its name, pictures and description (decisions.md,
  // "Roles and visibility"): not when, where, who hosts or organises it (issue 26).
  const open = !shared.restricted;
  return {
    id: row.eventId,
    type: "event" as const,
    name: row.eventName,
    description: row.description,
    eventImage: row.eventImage,
    coverPhoto: row.coverPhoto,
    startDate: open ? (row.startDate?.toISOString() ?? null) : null,
    endDate: open ? (row.endDate?.toISOString() ?? null) : null,
    location: open ? row.location : null,
    timeZone: open ? row.timeZone : null,
    shiftCancelCutoffHours: open ? row.shiftCancelCutoffHours : null,
    host: open && extra.host ? presentMemberSummary(extra.host) : null,
    organiser: open ? extra.organiser : null,
    organiserCan: permissions(actor, extra.organiserAccess),
    registration: open ? presentRegistrationSettings(row.registrationSettings) : null,
    cancelledAt: open ? (row.cancelledAt?.toISOString() ?? null) : null,
    series: open && row.seriesId !== null && extra.series ? { id: row.seriesId, ...extra.series } : null,
    ...shared,
  };
}

/** An event just created or saved, by id (its page reads it again). */
export const presentSavedEvent = (id: number) => ({ event: { id } });

/** An event cancelled (the moment it was) or put back on (null). */
export const presentCancellation = (id: number, cancelledAt: Date | null) => ({
  event: { id, cancelledAt: cancelledAt?.toISOString() ?? null },
});

/** A page of a series' dates, in order, with the cursor of the next page (null at the end). */
export function presentOccurrencesPage(
  rows: Pick<EventRow, "eventId" | "startDate" | "endDate" | "cancelledAt">[],
  next: readonly unknown[] | null,
) {
  return {
    occurrences: rows.map((row) => ({
      id: row.eventId,
      startDate: row.startDate?.toISOString() ?? null,
      endDate: row.endDate?.toISOString() ?? null,
      cancelled: row.cancelledAt !== null,
    })),
    nextCursor: next ? encodeCursor(next) : null,
  };
}
