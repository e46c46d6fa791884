import { and, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { RequirementKind } from "../../shared/enums";
import type { Executor } from "../db/client";
import { groups, hourRequirements, hourShares, partnerships, volunteerHourLogs } from "../db/schema";
import { type EntityRef, MEMBERSHIP_TABLES } from "../loaders/memberships";

export type CommunityRef = EntityRef & { type: "group" | "partnership" };
export type RequirementRow = typeof hourRequirements.$inferSelect;

/** The column that ties a requirement or a share to its group or partnership. */
const OWNED_BY = {
  requirement: { group: hourRequirements.groupId, partnership: hourRequirements.partnershipId },
  share: { group: hourShares.groupId, partnership: hourShares.partnershipId },
} as const;

/** Which verified logs a requirement's kinds count, as SQL over `volunteer_hour_logs`. */
function countedKinds(kinds: readonly string[]): SQL {
  const parts: Record<RequirementKind, SQL> = {
    attendance: sql`${volunteerHourLogs.source} = 'attendance'`,
    organisation: sql`(${volunteerHourLogs.source} = 'self' and ${volunteerHourLogs.outsideOrganisation} is null)`,
    outside: sql`${volunteerHourLogs.outsideOrganisation} is not null`,
  };
  const chosen = kinds.filter((kind): kind is RequirementKind => kind in parts).map((kind) => parts[kind]);
  return chosen.length ? sql`(${sql.join(chosen, sql` or `)})` : sql`false`;
}

/** The verified logs a requirement counts for its members, wherever they served. */
const countedLogs = (requirement: RequirementRow) =>
  and(
    eq(volunteerHourLogs.status, "verified"),
    sql`${volunteerHourLogs.workDate} between ${requirement.periodFrom} and ${requirement.periodTo}`,
    countedKinds(requirement.kinds),
  );

/** A community's requirements, the latest ending first, paged by (end, id). */
export async function listRequirements(
  db: Executor,
  ref: CommunityRef,
  after: readonly [string, string] | null,
  limit: number,
) {
  return db
    .select()
    .from(hourRequirements)
    .where(
      and(
        eq(OWNED_BY.requirement[ref.type], ref.id),
        after
          ? or(
              lt(hourRequirements.periodTo, after[0]),
              and(eq(hourRequirements.periodTo, after[0]), lt(hourRequirements.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(hourRequirements.periodTo), desc(hourRequirements.id))
    .limit(limit);
}

/** One of a community's requirements, or null. */
export async function findRequirement(db: Executor, ref: CommunityRef, requirementId: string) {
  const [row] = await db
    .select()
    .from(hourRequirements)
    .where(and(eq(hourRequirements.id, requirementId), eq(OWNED_BY.requirement[ref.type], ref.id)));
  return row ?? null;
}

/** Whether the member shares their hours with the community. */
export async function isSharing(db: Executor, userId: string, ref: CommunityRef) {
  const [row] = await db
    .select({ userId: hourShares.userId })
    .from(hourShares)
    .where(and(eq(hourShares.userId, userId), eq(OWNED_BY.share[ref.type], ref.id)));
  return Boolean(row);
}

/** One member's counted minutes toward each requirement, in one statement. */
export async function minutesToward(db: Executor, userId: string, requirements: RequirementRow[]) {
  if (requirements.length === 0) return new Map<string, number>();
  const sums = requirements.map(
    (requirement) =>
      sql`coalesce(sum(${volunteerHourLogs.minutes}) filter (where ${countedLogs(requirement)}), 0)::int`,
  );
  const result = await db.execute<Record<string, number>>(
    sql`select ${sql.join(
      sums.map((sum, index) => sql`${sum} as ${sql.identifier(`r${index}`)}`),
      sql`, `,
    )} from ${volunteerHourLogs} where ${volunteerHourLogs.userId} = ${userId} and ${volunteerHourLogs.status} = 'verified'`,
  );
  const row = result.rows[0] ?? {};
  return new Map(requirements.map((requirement, index) => [requirement.id, Number(row[`r${index}`] ?? 0)]));
}

/**
 * The members who share their hours with the community (and are still its active members), with
 * their counted minutes toward the requirement, least first (who is behind comes first), paged by
 * (minutes, member). One statement: the sums come from each member's (user, date) index.
 */
export async function sharingProgress(
  db: Executor,
  ref: CommunityRef,
  requirement: RequirementRow,
  after: readonly [number, string] | null,
  limit: number,
) {
  const m = MEMBERSHIP_TABLES[ref.type];
  const result = await db.execute<{
    user_id: string;
    minutes: number;
    first_name: string | null;
    last_name: string | null;
    avatar_url: string | null;
  }>(sql`
    with progress as (
      select s.user_id, coalesce((
        select sum(${volunteerHourLogs.minutes}) from ${volunteerHourLogs}
        where ${volunteerHourLogs.userId} = s.user_id and ${countedLogs(requirement)}
      ), 0)::int as minutes
      from ${hourShares} s
      join ${m.table} on ${m.userId} = s.user_id and ${m.entityId} = ${ref.id} and ${m.table.status} = 'active'
      where s.${sql.identifier(ref.type === "group" ? "group_id" : "partnership_id")} = ${ref.id}
    )
    select progress.user_id, progress.minutes, p.first_name, p.last_name, p.avatar_url
    from progress left join profiles p on p.user_id = progress.user_id
    ${after ? sql`where (progress.minutes, progress.user_id) > (${after[0]}, ${after[1]}::uuid)` : sql``}
    order by progress.minutes, progress.user_id
    limit ${limit}`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    minutes: Number(row.minutes),
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url,
  }));
}

export type ProgressRow = Awaited<ReturnType<typeof sharingProgress>>[number];

/**
 * The requirements of every community the member shares their hours with that have not ended
 * before `today`, soonest ending first (at most `limit`), with the community's name.
 */
export async function sharedRequirements(db: Executor, userId: string, today: string, limit: number) {
  return db
    .select({
      requirement: hourRequirements,
      groupName: groups.name,
      partnershipName: partnerships.name,
    })
    .from(hourShares)
    .innerJoin(
      hourRequirements,
      or(
        eq(hourRequirements.groupId, hourShares.groupId),
        eq(hourRequirements.partnershipId, hourShares.partnershipId),
      ),
    )
    .leftJoin(groups, eq(groups.groupId, hourRequirements.groupId))
    .leftJoin(partnerships, eq(partnerships.partnershipId, hourRequirements.partnershipId))
    .where(and(eq(hourShares.userId, userId), sql`${hourRequirements.periodTo} >= ${today}`))
    .orderBy(hourRequirements.periodTo, hourRequirements.id)
    .limit(limit);
}
