import { DEFAULT_VALUE_RATE, VALUE_DISCLAIMER } from "../../shared/recognition";
import type { ValueRateRow } from "../queries/value-rates";
import type { ImpactReport } from "../volunteering/impact-report";

/** A rate of volunteer time as the page lists it; who set it stays on the server. */
export function presentValueRate(row: ValueRateRow) {
  return {
    id: row.id,
    centsPerHour: row.centsPerHour,
    dataYear: row.dataYear,
    source: row.source,
    effectiveFrom: row.effectiveFrom.toISOString(),
  };
}

/**
 * A community's rates, latest first, with the one in force (the latest already effective) or the
 * default when it set none, and whether the viewer may set a new one.
 */
export function presentValueRates(rows: ValueRateRow[], now: Date, can: { set: boolean }) {
  const inForce = rows.find((row) => row.effectiveFrom <= now) ?? null;
  return {
    rates: rows.map(presentValueRate),
    inForceId: inForce?.id ?? null,
    default: DEFAULT_VALUE_RATE,
    can,
  };
}

/** A report as the page reads it, with the words that say its value is an estimate. */
export function presentImpactReport(report: ImpactReport) {
  return { report, disclaimer: VALUE_DISCLAIMER };
}
