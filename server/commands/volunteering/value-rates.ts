import { sql } from "drizzle-orm";
import { DEFAULT_VALUE_RATE } from "../../../shared/recognition";
import type { Database, Executor } from "../../db/client";
import { volunteerValueRates } from "../../db/schema";
import type { CommunityRef } from "../../queries/requirements";

/**
 * A community's admin sets the hourly value of volunteer time it uses from now on (issue 30).
 * Earlier rates stay, as its history; hours already verified keep the rate they were verified
 * under, so no past total changes.
 * Transaction: none; one INSERT (a new row).
 */
export async function setValueRate(
  db: Database,
  actorId: string,
  ref: CommunityRef,
  input: { amount: number; dataYear: number; source: string },
  now = new Date(),
) {
  const [row] = await db
    .insert(volunteerValueRates)
    .values({
      groupId: ref.type === "group" ? ref.id : null,
      partnershipId: ref.type === "partnership" ? ref.id : null,
      centsPerHour: input.amount,
      dataYear: input.dataYear,
      source: input.source,
      effectiveFrom: now,
      createdBy: actorId,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("the rate was not written");
  return row;
}

/** The latest rate in force at `now` of the group (or partnership) named by the log's column. */
const rateOf = (column: "group_id" | "partnership_id", now: Date) => sql`(
  select v.cents_per_hour, v.data_year, v.source, ${column === "group_id" ? 0 : 1} as preference
  from volunteer_value_rates v
  where v.${sql.raw(column)} = src.${sql.raw(column)} and v.effective_from <= ${now}
  order by v.effective_from desc, v.created_at desc limit 1)`;

/**
 * Copies onto each log the hourly value of volunteer time in force now for the organisation it is
 * credited to (its group, else its partnership; an attendance log is credited to the event's
 * organiser), or the default (DEFAULT_VALUE_RATE) when that organisation set none or the log is
 * for an outside organisation (issue 30). Called wherever a log becomes verified, in the same
 * transaction, so a later change of rate never rewrites a verified hour's value.
 * Transaction: the caller's; one UPDATE of the named logs (the caller holds their locks).
 */
export async function stampValueRates(tx: Executor, logIds: readonly string[], now: Date) {
  if (logIds.length === 0) return;
  const ids = sql.join(
    logIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    update volunteer_hour_logs l set
      value_cents_per_hour = coalesce(r.cents_per_hour, ${DEFAULT_VALUE_RATE.centsPerHour}),
      value_data_year = coalesce(r.data_year, ${DEFAULT_VALUE_RATE.dataYear}),
      value_source = coalesce(r.source, ${DEFAULT_VALUE_RATE.source})
    from volunteer_hour_logs src
    left join lateral (
      select * from (${rateOf("group_id", now)} union all ${rateOf("partnership_id", now)}) both_rates
      order by preference limit 1
    ) r on true
    where src.id = l.id and l.id in (${ids})`);
}
