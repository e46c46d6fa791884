import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { COMMENTS, EVENT_KINDS, FIRST, LAST, PLACES, SENTENCES, TOPICS } from "./crowd-words";

/**
 * A crowd of members with their groups, connections, posts, likes and comments, and events with
 * their hosts and registrations, written by a handful of set-based statements: what `npm run
 * bench` measures against (10k members, 200k posts and 5k events by default) and what any test
 * needing volume can use. Every row is one the product could have written: complete profiles, one
 * connection per pair, posts in groups and partnerships their authors belong to, spread over the
 * past year, one in ten sharing a link (with its preview) and one in twenty mentioning a member;
 * events hosted by a member who owns them, organised by a group only when the host owns that group.
 */
export interface CrowdScale {
  members: number;
  groups: number;
  posts: number;
  connections: number;
  likes: number;
  comments: number;
  /**
   * Partnerships (none when absent): every member belongs to one, and one post in ten is in the
   * author's partnership.
   */
  partnerships?: number;
  /** Events, from a year ago to six months ahead (none when absent). */
  events?: number;
  /** Attendee registrations, spread over the public events (none when absent). */
  registrations?: number;
}

export const DEFAULT_CROWD: CrowdScale = {
  members: 10_000,
  groups: 1_000,
  posts: 200_000,
  connections: 50_000,
  likes: 100_000,
  comments: 40_000,
  partnerships: 100,
  events: 5_000,
  registrations: 25_000,
};

/** The crowd's shared links: one in ten posts carries one, each with a fetched preview. */
const STORY_COUNT = 200;
const STORY_URL = "https://stories.example.org/";

const array = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(",")}]::text[]`);

/**
 * Adds the crowd in one transaction's worth of statements (pass a transaction). Members are
 * `crowd-{n}@example.org`; `now` anchors the timeline so runs are reproducible.
 */
export async function seedCrowd(tx: Executor, scale: CrowdScale, now = new Date()): Promise<void> {
  const { members, groups: groupCount } = scale;
  if (members < 2 || groupCount < 1) throw new Error("a crowd needs 2 members and a group at least");
  const at = now.toISOString();
  // The crowd's numbering: crowd_members(n) and crowd_groups(n) map 0-based numbers to ids.
  await tx.execute(
    sql`create temporary table crowd_members (n int primary key, id uuid not null) on commit drop`,
  );
  await tx.execute(
    sql`create temporary table crowd_groups (n int primary key, id int not null) on commit drop`,
  );
  await tx.execute(sql`
    with made as (
      insert into users (email, name, email_verified, created_at, updated_at)
      select 'crowd-' || n || '@example.org',
             (${array(FIRST)})[1 + n % ${FIRST.length}] || ' ' || (${array(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}],
             true, ${at}::timestamptz - make_interval(days => 365), ${at}::timestamptz - make_interval(days => 365)
      from generate_series(0, ${members - 1}) as n
      returning id, email
    )
    insert into crowd_members (n, id)
    select split_part(split_part(email, '@', 1), '-', 2)::int, id from made`);
  await tx.execute(sql`
    insert into profiles (user_id, first_name, last_name, email, bio, created_at, updated_at)
    select c.id,
           (${array(FIRST)})[1 + c.n % ${FIRST.length}],
           (${array(LAST)})[1 + (c.n / ${FIRST.length}) % ${LAST.length}],
           'crowd-' || c.n || '@example.org',
           'Volunteer with ' || (${array(TOPICS)})[1 + c.n % ${TOPICS.length}] || '.',
           ${at}::timestamptz - make_interval(days => 365), ${at}::timestamptz - make_interval(days => 365)
    from crowd_members c`);
  await tx.execute(sql`
    with made as (
      insert into groups (name, description, visibility, created_at, updated_at)
      select (${array(PLACES)})[1 + n % ${PLACES.length}] || ' ' || (${array(TOPICS)})[1 + (n / ${PLACES.length}) % ${TOPICS.length}] || ' ' || (n + 1),
             'Neighbours working together.',
             case when n % 10 = 9 then 'private' else 'public' end,
             ${at}::timestamptz - make_interval(days => 365), ${at}::timestamptz - make_interval(days => 365)
      from generate_series(0, ${groupCount - 1}) as n
      returning group_id, name
    )
    insert into crowd_groups (n, id)
    select (regexp_match(name, '(\\d+)$'))[1]::int - 1, group_id from made`);
  // Three groups per member; the first member of each group owns it.
  await tx.execute(sql`
    insert into group_memberships (uid, group_id, role, status)
    select c.id, g.id, case when c.n < ${groupCount} and k = 0 then 'owner' else 'member' end, 'active'
    from crowd_members c
    cross join generate_series(0, 2) as k
    join crowd_groups g on g.n = (c.n + k * 7919) % ${groupCount}
    on conflict do nothing`);
  // Connections: member n with n+1 … n+k (mod members): unique pairs by construction; one in ten pending.
  const perMember = Math.max(
    1,
    Math.min(Math.floor((members - 1) / 2), Math.ceil(scale.connections / members)),
  );
  await tx.execute(sql`
    insert into connections (requester_id, addressee_id, status, responded_at, created_at, updated_at)
    select a.id, b.id, case when (a.n + k) % 10 = 0 then 'pending' else 'accepted' end,
           case when (a.n + k) % 10 = 0 then null else ${at}::timestamptz - make_interval(days => 100) end,
           ${at}::timestamptz - make_interval(days => 120), ${at}::timestamptz - make_interval(days => 120)
    from crowd_members a
    cross join generate_series(1, ${perMember}) as k
    join crowd_members b on b.n = (a.n + k) % ${members}
    where a.n * ${perMember} + k <= ${scale.connections}
    on conflict do nothing`);
  const partnershipCount = scale.partnerships ?? 0;
  if (partnershipCount > 0) await seedCrowdPartnerships(tx, partnershipCount, at);
  // Posts: six in ten on the author's profile, one in ten in the author's partnership (on their
  // profile when there are none), the rest in one of the author's groups. One in ten shares a
  // story's link; one in twenty thanks the next member by a mention (shared/mentions.ts markup).
  const inPartnership = partnershipCount > 0 ? sql`p % 10 = 6` : sql`false`;
  await tx.execute(sql`
    insert into link_previews (url, title, description, site_name, status, fetched_at)
    select '${sql.raw(STORY_URL)}' || n, 'Community story ' || (n + 1),
           'How neighbours made a difference this season.', 'Community Stories', 'ok', ${at}::timestamptz
    from generate_series(0, ${STORY_COUNT - 1}) as n
    on conflict do nothing`);
  await tx.execute(sql`
    insert into posts (author_id, content, target_type, group_id, partnership_id, link_url, created_at, updated_at)
    select c.id,
           (${array(SENTENCES)})[1 + p % ${SENTENCES.length}]
             || case when p % 10 = 3 then ' ${sql.raw(STORY_URL)}' || ((p / 10) % ${STORY_COUNT}) else '' end
             || case when p % 20 = 11 then ' Thanks to @[' || mp.first_name || ' ' || mp.last_name || '](' || m.id || ')!' else '' end,
           case when p % 10 < 6 then 'profile' when ${inPartnership} then 'partnership'
                when p % 10 = 6 then 'profile' else 'group' end,
           case when p % 10 < 7 then null else g.id end,
           case when ${inPartnership} then pa.partnership_id end,
           case when p % 10 = 3 then '${sql.raw(STORY_URL)}' || ((p / 10) % ${STORY_COUNT}) end,
           ${at}::timestamptz - make_interval(secs => (p::double precision * 31536000 / ${scale.posts})),
           ${at}::timestamptz - make_interval(secs => (p::double precision * 31536000 / ${scale.posts}))
    from generate_series(0, ${scale.posts - 1}) as p
    join crowd_members c on c.n = (p * 7 + p / ${members}) % ${members}
    join crowd_groups g on g.n = (c.n + (p % 3) * 7919) % ${groupCount}
    join crowd_members m on m.n = (c.n + 1) % ${members}
    join profiles mp on mp.user_id = m.id
    left join partnership_memberships pa on pa.user_id = c.id`);
  await tx.execute(sql`
    insert into mentions (post_id, mentioned_user_id, created_at)
    select id, (regexp_match(content, '@\\[[^]]*\\]\\(([0-9a-f-]{36})\\)'))[1]::uuid, created_at
    from posts where strpos(content, '@[') > 0 and author_id in (select id from crowd_members)
    on conflict do nothing`);
  await tx.execute(sql`
    insert into post_likes (post_id, user_id, created_at)
    select post.id, c.id, post.created_at + interval '1 minute'
    from (select id, created_at, row_number() over (order by created_at desc, id) - 1 as r
          from posts where author_id in (select id from crowd_members)
          order by created_at desc, id limit ${Math.ceil(scale.likes / 4)}) as post
    cross join generate_series(1, 4) as k
    join crowd_members c on c.n = (post.r * 13 + k * 101) % ${members}
    where post.r * 4 + k <= ${scale.likes}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into comments (post_id, author_id, content, created_at, updated_at)
    select post.id, c.id, (${array(COMMENTS)})[1 + (post.r::int % ${COMMENTS.length})],
           post.created_at + interval '5 minutes', post.created_at + interval '5 minutes'
    from (select id, created_at, row_number() over (order by created_at desc, id) - 1 as r
          from posts where author_id in (select id from crowd_members)
          order by created_at desc, id limit ${scale.comments}) as post
    join crowd_members c on c.n = (post.r * 17 + 3) % ${members}`);
  await seedCrowdEvents(tx, scale, at);
}

/**
 * The crowd's partnerships (after its members): one in ten private; member n belongs to
 * partnership n mod count, and the first member of each owns it.
 */
async function seedCrowdPartnerships(tx: Executor, count: number, at: string) {
  await tx.execute(sql`
    with made as (
      insert into partnerships (name, description, visibility, created_at, updated_at)
      select (${array(PLACES)})[1 + n % ${PLACES.length}] || ' Alliance ' || (n + 1),
             'Organisations working together.',
             case when n % 10 = 9 then 'private' else 'public' end,
             ${at}::timestamptz - make_interval(days => 365), ${at}::timestamptz - make_interval(days => 365)
      from generate_series(0, ${count - 1}) as n
      returning partnership_id, name
    )
    insert into partnership_memberships (user_id, partnership_id, role, status)
    select c.id, made.partnership_id, case when c.n < ${count} then 'owner' else 'member' end, 'active'
    from made
    join crowd_members c on c.n % ${count} = (regexp_match(made.name, '(\\d+)$'))[1]::int - 1`);
}

/** The days the crowd's events spread over: from a year ago to six months ahead. */
const EVENT_DAYS_PAST = 365;
const EVENT_DAYS_SPAN = 550;

/**
 * The crowd's events (after its members and groups, in the same transaction): one in five
 * private, one in fifty undated, one in three organised by a group its host owns (crowd member n
 * owns group n), one in four open to volunteers; start dates shuffled over the span so that ids
 * do not follow dates. Each host is the event's owner, as `createEvent` makes them; attendees
 * register for public events only (a private one needs a membership first).
 */
async function seedCrowdEvents(tx: Executor, scale: CrowdScale, at: string) {
  const count = scale.events ?? 0;
  if (count < 1) return;
  const { members, groups: groupCount } = scale;
  const owners = Math.min(groupCount, members);
  await tx.execute(
    sql`create temporary table crowd_events (n int primary key, id int not null) on commit drop`,
  );
  await tx.execute(sql`
    with planned as (
      select e,
             case when e % 50 = 49 then null
                  else date_trunc('hour', ${at}::timestamptz - make_interval(days => ${EVENT_DAYS_PAST})
                    + make_interval(secs => ((e::bigint * 7919) % ${count})::double precision * ${EVENT_DAYS_SPAN * 86_400} / ${count}))
             end as start
      from generate_series(0, ${count - 1}) as e
    ), made as (
      insert into events (event_name, description, start_date, end_date, location, host_user_id, group_id,
                          visibility, registration_settings, created_at, updated_at)
      select (${array(PLACES)})[1 + p.e % ${PLACES.length}] || ' ' || (${array(TOPICS)})[1 + (p.e / ${PLACES.length}) % ${TOPICS.length}]
               || ' ' || (${array(EVENT_KINDS)})[1 + p.e % ${EVENT_KINDS.length}] || ' ' || (p.e + 1),
             (${array(SENTENCES)})[1 + p.e % ${SENTENCES.length}],
             p.start, p.start + interval '3 hours',
             (${array(PLACES)})[1 + (p.e / 3) % ${PLACES.length}] || ' Community Hall',
             host.id,
             case when p.e % 3 = 0 then g.id end,
             case when p.e % 5 = 4 then 'private' else 'public' end,
             jsonb_build_object('attendees', jsonb_build_object('enabled', true),
                                'volunteers', jsonb_build_object('enabled', p.e % 4 = 0),
                                'employees', jsonb_build_object('enabled', false)),
             least(coalesce(p.start, ${at}::timestamptz), ${at}::timestamptz) - interval '30 days',
             least(coalesce(p.start, ${at}::timestamptz), ${at}::timestamptz) - interval '30 days'
      from planned p
      join crowd_members host on host.n = case when p.e % 3 = 0 then (p.e / 3) % ${owners} else (p.e * 7 + 3) % ${members} end
      left join crowd_groups g on g.n = (p.e / 3) % ${owners}
      returning event_id, event_name
    )
    insert into crowd_events (n, id)
    select (regexp_match(event_name, '(\\d+)$'))[1]::int - 1, event_id from made`);
  await tx.execute(sql`
    insert into event_memberships (user_id, event_id, role, status, joined_at)
    select e.host_user_id, e.event_id, 'owner', 'active', e.created_at
    from crowd_events ce join events e on e.event_id = ce.id`);
  const registrations = scale.registrations ?? 0;
  const publicEvents = count - Math.floor(count / 5);
  if (registrations < 1 || publicEvents < 1) return;
  const perEvent = Math.ceil(registrations / publicEvents);
  await tx.execute(sql`
    insert into event_registrations (event_id, user_id, registration_type, created_at)
    select ev.id, c.id, 'attendee', ev.created_at + make_interval(hours => k)
    from (select e.event_id as id, e.created_at, row_number() over (order by ce.n) - 1 as r
          from crowd_events ce join events e on e.event_id = ce.id
          where e.visibility = 'public') as ev
    cross join generate_series(1, ${perEvent}) as k
    join crowd_members c on c.n = (ev.r * 31 + k * 101) % ${members}
    where ev.r * ${perEvent} + k <= ${registrations}
    on conflict do nothing`);
}

/** The crowd's member number n, as the bench connects to and follows them. */
export function crowdEmail(n: number): string {
  return `crowd-${n}@example.org`;
}
