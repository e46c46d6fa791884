import { REGISTRATION_TYPES, type RegistrationType } from "../../shared/enums";
import { DEFAULT_VALUE_RATE } from "../../shared/recognition";
import type { Executor } from "../db/client";
import type { EntityRef } from "../loaders/memberships";
import {
  attendance,
  entityName,
  eventsHeld,
  memberGrowth,
  organisationNames,
  type ReportPeriodBounds,
  registrationsByType,
  reportScope,
  verifiedHours,
} from "../queries/impact-report";
import { rateInForce } from "../queries/value-rates";

const REGISTRATION_LABELS: Record<RegistrationType, string> = {
  attendee: "Attendees",
  volunteer: "Volunteers",
  employee: "Employees",
};

/** Cent-minutes as whole cents. */
const cents = (minuteCents: number) => Math.round(minuteCents / 60);

/** Every month of the period, "YYYY-MM", oldest first (at most 37: REPORT_MAX_DAYS). */
export function monthsOf(period: ReportPeriodBounds): string[] {
  const months: string[] = [];
  let y = Number(period.from.slice(0, 4));
  let m = Number(period.from.slice(5, 7));
  const last = period.to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    months.push(month);
    if (month >= last) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/**
 * An impact report of a group, partnership or event for a period (issue 30), with every
 * subgroup or sub-partnership below it, each member and each hour counted once: members and
 * their growth, events held, registrations by type, attendance, verified hours by month and by
 * organisation, their estimated value at the rate each hour kept, and the rates used. A handful
 * of aggregate statements; the JavaScript here only lays out a few dozen rows.
 */
export async function buildImpactReport(db: Executor, ref: EntityRef, period: ReportPeriodBounds, now: Date) {
  const scope = await reportScope(db, ref);
  // Independent statements, at once: on PostgreSQL each takes a connection of the pool (the
  // report waits for its slowest, the hours), on PGlite they take turns.
  const [name, members, events, registrations, places, hours, rate] = await Promise.all([
    entityName(db, ref),
    memberGrowth(db, scope, period),
    eventsHeld(db, scope, period),
    registrationsByType(db, scope, period),
    attendance(db, scope, period),
    verifiedHours(db, scope, period),
    rateInForce(db, ref, now),
  ]);
  const names = await organisationNames(
    db,
    hours.organisations.flatMap((row) => (row.groupId === null ? [] : [row.groupId])),
    hours.organisations.flatMap((row) => (row.partnershipId === null ? [] : [row.partnershipId])),
  );
  const months = monthsOf(period);
  let total = members.before;
  const memberRows = months.map((month) => {
    const joined = members.byMonth.get(month) ?? 0;
    total += joined;
    return { month, joined, total };
  });
  const eventsByMonth = new Map(events.map((row) => [row.month, row]));
  const registrationCounts = new Map(registrations.map((row) => [row.type, row.registrations]));
  const heldTotal = events.reduce((sum, row) => sum + row.held, 0);
  return {
    entity: { type: ref.type, id: ref.id, name },
    period: { from: period.from, to: period.to },
    /** Communities the report covers: the entity and every one below it. */
    communities: scope.ids.length,
    summary: {
      members: total,
      newMembers: total - members.before,
      eventsHeld: heldTotal,
      eventsCancelled: events.reduce((sum, row) => sum + row.cancelled, 0),
      registrations: registrations.reduce((sum, row) => sum + row.registrations, 0),
      shiftPlaces: places.places,
      attended: places.attended,
      noShows: places.noShows,
      volunteersAttending: places.volunteers,
      verifiedMinutes: hours.total.minutes,
      volunteers: hours.total.volunteers,
      valueCents: cents(hours.total.minuteCents),
    },
    members: memberRows,
    events: months.map((month) => ({
      month,
      held: eventsByMonth.get(month)?.held ?? 0,
      cancelled: eventsByMonth.get(month)?.cancelled ?? 0,
    })),
    registrations: REGISTRATION_TYPES.map((type) => ({
      type,
      label: REGISTRATION_LABELS[type],
      registrations: registrationCounts.get(type) ?? 0,
    })),
    hoursByMonth: months.map((month) => {
      const row = hours.byMonth.get(month);
      return {
        month,
        minutes: row?.minutes ?? 0,
        volunteers: row?.volunteers ?? 0,
        valueCents: cents(row?.minuteCents ?? 0),
      };
    }),
    hoursByOrganisation: hours.organisations.map((row) => ({
      name:
        row.groupId !== null
          ? (names.get(`group:${row.groupId}`) ?? "A deleted group")
          : row.partnershipId !== null
            ? (names.get(`partnership:${row.partnershipId}`) ?? "A deleted partnership")
            : (row.outside ?? "No organisation"),
      kind: row.groupId !== null ? "group" : row.partnershipId !== null ? "partnership" : "outside",
      minutes: row.minutes,
      volunteers: row.volunteers,
      valueCents: cents(row.minuteCents),
    })),
    moreOrganisations: hours.moreOrganisations,
    rates: hours.rates.map((row) => ({
      centsPerHour: row.centsPerHour,
      dataYear: row.dataYear,
      source: row.source,
      minutes: row.minutes,
      valueCents: cents(row.minuteCents),
    })),
    rateInForce: rate
      ? { centsPerHour: rate.centsPerHour, dataYear: rate.dataYear, source: rate.source, isDefault: false }
      : { ...DEFAULT_VALUE_RATE, isDefault: true },
  };
}

export type ImpactReport = Awaited<ReturnType<typeof buildImpactReport>>;
