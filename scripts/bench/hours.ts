// The volunteer hours the bench measures (issue 29): a group the bench member runs, and a
// volunteer of it with BENCH_HOUR_LOGS logs (2,000 by default) over two years, a quarter of them
// pending in the group's verification queue, the rest verified by the bench member; and a
// transcript of the volunteer's last 500 verified logs.
import { sql } from "drizzle-orm";
import { issueTranscript } from "../../server/commands/volunteering/transcripts";
import type { Database } from "../../server/db/client";
import { createGroup, createMember, type MemberFixture } from "../../server/test/factories";

const DAY = 86_400_000;

export async function seedBenchHours(db: Database, runner: MemberFixture, logs: number) {
  const group = await createGroup(db, { owner: runner, name: "Bench volunteers" });
  const volunteer = await createMember(db, { firstName: "Bench", lastName: "Volunteer" });
  await db.execute(sql`
    insert into group_memberships (uid, group_id, role, status)
    values (${volunteer.id}, ${group.id}, 'member', 'active')`);
  // Two years of logs, newest first by n; every fourth pending (in the queue), the rest verified.
  await db.execute(sql`
    insert into volunteer_hour_logs
      (user_id, source, work_date, minutes, description, group_id, status, decided_by, decided_at)
    select ${volunteer.id}, 'self', (current_date - (n * 730 / ${logs}))::date, 30 + (n % 8) * 15,
      'Sorted donations and restocked the shelves.', ${group.id},
      case when n % 4 = 0 then 'pending' else 'verified' end,
      case when n % 4 = 0 then null else ${runner.id}::uuid end,
      case when n % 4 = 0 then null else now() - (n || ' hours')::interval end
    from generate_series(1, ${logs}) as n`);
  // The period that holds the volunteer's 500 most recent verified logs.
  const since = await db.execute<{ work_date: string }>(sql`
    select work_date::text from volunteer_hour_logs
    where user_id = ${volunteer.id} and status = 'verified'
    order by work_date desc offset 499 limit 1`);
  const from = since.rows[0]?.work_date ?? new Date(Date.now() - 365 * DAY).toISOString().slice(0, 10);
  const transcript = await issueTranscript(db, volunteer.id, {
    from,
    to: new Date().toISOString().slice(0, 10),
  });
  const pending = await db.execute<{ id: string }>(sql`
    select id from volunteer_hour_logs where group_id = ${group.id} and status = 'pending'
    order by work_date, id limit 500`);
  return {
    groupId: group.id,
    volunteer,
    transcriptCode: transcript.code,
    transcriptLogs: transcript.entries.length,
    pendingHours: pending.rows.map((row) => row.id),
  };
}
