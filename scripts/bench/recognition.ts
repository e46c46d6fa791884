// Recognition and reports the bench measures (issue 30): an alliance the bench member runs, with
// BENCH_REPORT_SUBGROUPS subgroups (50 by default; every tenth has a subgroup of its own) and
// BENCH_REPORT_LOGS hour logs over the last year (100,000 by default) by crowd members who belong
// to one or two of them, most verified at a rate each kept; and a group of BENCH_BOARD_MEMBERS
// members (5,000 by default) with a year of points for its leaderboard.
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { createGroup, type MemberFixture } from "../../server/test/factories";

export interface RecognitionScale {
  subgroups: number;
  logs: number;
  boardMembers: number;
}

export async function seedBenchRecognition(db: Database, runner: MemberFixture, scale: RecognitionScale) {
  const alliance = await createGroup(db, { owner: runner, name: "Bench alliance" });
  const subgroups: number[] = [];
  for (let n = 0; n < scale.subgroups; n++) {
    // Every tenth subgroup sits one level deeper, under the one before it.
    const parent = n % 10 === 9 ? { ...alliance, id: subgroups[n - 1] ?? alliance.id } : alliance;
    subgroups.push((await createGroup(db, { name: `Bench chapter ${n + 1}`, parent })).id);
  }
  const ids = sql.raw(`array[${subgroups.join(",")}]::int[]`);
  // The crowd's first members: each in one chapter, every third in a second one too.
  const volunteers = Math.min(2000, Math.max(10, Math.floor(scale.logs / 50)));
  await db.execute(sql`
    with crowd as (
      select id, row_number() over (order by id) as n from users where email like 'crowd-%' limit ${volunteers}
    )
    insert into group_memberships (uid, group_id, role, status, joined_at)
    select id, (${ids})[1 + (n % ${subgroups.length})], 'member', 'active', now() - (n % 365 || ' days')::interval
    from crowd
    union all
    select id, (${ids})[1 + ((n + 7) % ${subgroups.length})], 'member', 'active', now() - (n % 200 || ' days')::interval
    from crowd where n % 3 = 0 and (n % ${subgroups.length}) <> ((n + 7) % ${subgroups.length})
    on conflict do nothing`);
  await db.execute(sql`
    with members as (
      select uid, group_id, row_number() over (order by uid, group_id) as n
      from group_memberships where group_id = any(${ids})
    ), counted as (select count(*) as total from members)
    insert into volunteer_hour_logs
      (user_id, source, work_date, minutes, description, group_id, status, decided_by, decided_at,
       value_cents_per_hour, value_data_year, value_source)
    select m.uid, 'self', (current_date - (g % 365))::date, 30 + (g % 8) * 15, 'Chapter service.',
      m.group_id,
      case when g % 10 = 0 then 'pending' when g % 23 = 0 then 'declined' else 'verified' end,
      case when g % 10 = 0 then null else ${runner.id}::uuid end,
      case when g % 10 = 0 then null else now() - (g % 365 || ' days')::interval end,
      case when g % 10 = 0 or g % 23 = 0 then null when g % 3 = 0 then 4120 else 3479 end,
      case when g % 10 = 0 or g % 23 = 0 then null when g % 3 = 0 then 2025 else 2024 end,
      case when g % 10 = 0 or g % 23 = 0 then null when g % 3 = 0 then 'State figure'
        else 'Independent Sector' end
    from generate_series(1, ${scale.logs}) as g
    cross join counted
    join members m on m.n = 1 + (g % counted.total)`);

  const board = await createGroup(db, { owner: runner, name: "Bench leaderboard" });
  await db.execute(sql`
    insert into group_memberships (uid, group_id, role, status)
    select id, ${board.id}, 'member', 'active' from users where email like 'crowd-%'
    order by id limit ${scale.boardMembers}
    on conflict do nothing`);
  // Twenty reasons to have points each, over the last year; every tenth member opted out.
  await db.execute(sql`
    insert into point_events (user_id, points, reason, source_id, group_id, created_at)
    select m.uid, case when r % 4 = 0 then 10 else 5 end, case when r % 4 = 0 then 'verified_hours' else 'post' end,
      'bench-' || m.uid || '-' || r, ${board.id}, now() - ((r * 17 + length(m.uid::text)) % 365 || ' days')::interval
    from group_memberships m cross join generate_series(1, 20) as r
    where m.group_id = ${board.id} and m.role = 'member'`);
  await db.execute(sql`
    update profiles set leaderboard_opt_out = true
    where user_id in (select uid from group_memberships where group_id = ${board.id} and role = 'member'
      order by uid offset 0 limit ${Math.floor(scale.boardMembers / 10)})`);
  return { allianceId: alliance.id, boardId: board.id };
}
