import { type SQL, sql } from "drizzle-orm";
import type { LeaderboardPeriod } from "../../shared/recognition";
import type { Executor } from "../db/client";
import type { EntityRef } from "../loaders/memberships";

/** The column of `point_events` that names each kind of entity (each has its partial board index). */
const COUNTED_FOR: Record<EntityRef["type"], SQL> = {
  group: sql.raw("group_id"),
  partnership: sql.raw("partnership_id"),
  event: sql.raw("event_id"),
};

/** When a period starts (UTC): the first of this month, of this year, or never for all time. */
export function periodStart(period: LeaderboardPeriod, now: Date): Date | null {
  if (period === "month") return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  if (period === "year") return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  return null;
}

export interface LeaderboardRow {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  points: number;
  rank: number;
}

/**
 * The points each member earned for an entity in a period, summed from its board index (the
 * entity's counted rows in the period), then ranked (issue 30): more points first, equal points
 * sharing a rank and listed by member id, so a page never reorders between requests. Members who
 * opted out, and members without a positive total, are not ranked.
 */
function ranked(entity: EntityRef, since: Date | null) {
  const column = COUNTED_FOR[entity.type];
  return sql`
    with board as (
      select pe.user_id, sum(pe.points)::int as points
      from point_events pe
      where pe.${column} = ${entity.id} and pe.voided_at is null
        ${since ? sql`and pe.created_at >= ${since.toISOString()}` : sql``}
      group by pe.user_id
    ),
    ranked as (
      select b.user_id, b.points, p.first_name, p.last_name, p.avatar_url,
        rank() over (order by b.points desc)::int as rank
      from board b
      join profiles p on p.user_id = b.user_id
      where not p.leaderboard_opt_out and b.points > 0
    )`;
}

/** One page of an entity's leaderboard, after the cursor's (points, member id). */
export async function listLeaderboard(
  db: Executor,
  entity: EntityRef,
  since: Date | null,
  cursor: readonly [number, string] | null,
  limit: number,
): Promise<LeaderboardRow[]> {
  const after = cursor
    ? sql`where (r.points < ${cursor[0]} or (r.points = ${cursor[0]} and r.user_id > ${cursor[1]}))`
    : sql``;
  const result = await db.execute<{
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    avatar_url: string | null;
    points: number;
    rank: number;
  }>(sql`${ranked(entity, since)}
    select r.* from ranked r ${after}
    order by r.points desc, r.user_id
    limit ${limit}`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url,
    points: Number(row.points),
    rank: Number(row.rank),
  }));
}

/**
 * The viewer's own standing on an entity's board: their points there in the period, their rank
 * (null when they opted out or have none), and their total points everywhere in the period.
 */
export async function ownStanding(db: Executor, entity: EntityRef, since: Date | null, userId: string) {
  const column = COUNTED_FOR[entity.type];
  const period = since ? sql`and pe.created_at >= ${since.toISOString()}` : sql``;
  const result = await db.execute<{
    points: number;
    total: number;
    rank: number | null;
    opted_out: boolean;
  }>(sql`
    ${ranked(entity, since)}
    select
      (select coalesce(sum(pe.points), 0)::int from point_events pe
        where pe.${column} = ${entity.id} and pe.user_id = ${userId} and pe.voided_at is null ${period}) as points,
      (select coalesce(sum(pe.points), 0)::int from point_events pe
        where pe.user_id = ${userId} and pe.voided_at is null ${period}) as total,
      (select r.rank from ranked r where r.user_id = ${userId}) as rank,
      coalesce((select leaderboard_opt_out from profiles where user_id = ${userId}), false) as opted_out`);
  const row = result.rows[0];
  return {
    points: Number(row?.points ?? 0),
    totalPoints: Number(row?.total ?? 0),
    rank: row?.rank == null ? null : Number(row.rank),
    optedOut: Boolean(row?.opted_out),
  };
}
