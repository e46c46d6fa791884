import { type AnyColumn, and, count, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { EntityType, MembershipRole, MembershipStatus } from "../../shared/enums";
import type { Executor } from "../db/client";
import { HIERARCHIES } from "../db/hierarchies";
import { eventMemberships, events, groupMemberships, partnershipMemberships } from "../db/schema";
import type { Actor } from "../policies/actor";
import { INHERITED_ROLES } from "../policies/roles";

/** A group, partnership or event, by type and numeric id. */
export interface EntityRef {
  type: EntityType;
  id: number;
}

/**
 * The three membership tables behind one shape. The spec names the member column `uid` in
 * group_memberships and `user_id` elsewhere; nothing outside this file needs to know.
 */
export const MEMBERSHIP_TABLES = {
  group: { table: groupMemberships, userId: groupMemberships.uid, entityId: groupMemberships.groupId },
  partnership: {
    table: partnershipMemberships,
    userId: partnershipMemberships.userId,
    entityId: partnershipMemberships.partnershipId,
  },
  event: { table: eventMemberships, userId: eventMemberships.userId, entityId: eventMemberships.eventId },
} as const;

export interface Membership {
  role: MembershipRole;
  status: MembershipStatus;
}

/** The member's own membership row on one entity (active or pending), or null. */
export async function findMembership(
  db: Executor,
  userId: string,
  ref: EntityRef,
): Promise<Membership | null> {
  const m = MEMBERSHIP_TABLES[ref.type];
  const [row] = await db
    .select({ role: m.table.role, status: m.table.status })
    .from(m.table)
    .where(and(eq(m.userId, userId), eq(m.entityId, ref.id)));
  return row ? { role: row.role as MembershipRole, status: row.status as MembershipStatus } : null;
}

/** How many members an entity has (pending requests aside). */
export async function countActiveMembers(db: Executor, ref: EntityRef): Promise<number> {
  const m = MEMBERSHIP_TABLES[ref.type];
  const [row] = await db
    .select({ n: count() })
    .from(m.table)
    .where(and(eq(m.entityId, ref.id), eq(m.table.status, "active")));
  return row?.n ?? 0;
}

/**
 * How many members each entity has (pending requests aside), for a whole page of a list in one
 * query whatever the mix of types; keyed by `entityKey`, 0 when an entity has none.
 */
export async function countActiveMembersMany(
  db: Executor,
  refs: readonly EntityRef[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>(refs.map((ref) => [entityKey(ref), 0]));
  const byType = new Map<EntityType, number[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  if (!byType.size) return counts;
  const parts = [...byType].map(([type, ids]) => {
    const m = MEMBERSHIP_TABLES[type];
    return sql`select ${type}::text as type, ${m.entityId} as id, count(*)::int as n from ${m.table}
      where ${inArray(m.entityId, ids)} and ${m.table.status} = 'active' group by ${m.entityId}`;
  });
  const result = await db.execute(sql.join(parts, sql` union all `));
  for (const row of result.rows as { type: EntityType; id: number; n: number }[]) {
    counts.set(entityKey({ type: row.type, id: Number(row.id) }), Number(row.n));
  }
  return counts;
}

/** One string per entity ("group:12"), for maps over entities of several types. */
export const entityKey = (ref: EntityRef) => `${ref.type}:${ref.id}`;

/**
 * The events the actor may view, as a condition on `events` for a list's query: the entity
 * policy's `view` (policies/entity.ts) in SQL, so that a page is filtered before its LIMIT. Public
 * events; private ones the member hosts, belongs to (active), or runs from above as an owner or
 * admin of the organising group or partnership or of any group or partnership over it. Platform
 * admins view every event. The route still asks the policy for each row it presents. `table` is
 * `events` or an alias of it (a subquery on the same table, as the events list's series have).
 */
export function visibleEventsCondition(actor: Actor, table: EventVisibilityColumns = events) {
  // A visitor previews a public event through its shared link, and views none (policies/entity.ts).
  if (actor.kind === "visitor") return sql`false`;
  if (actor.isPlatformAdmin) return sql`true`;
  return eventsVisibleToMember(actor.id, table);
}

/** The columns of `events` (or of an alias of it) that decide who may view an event. */
export type EventVisibilityColumns = Record<
  "visibility" | "hostUserId" | "eventId" | "groupId" | "partnershipId",
  AnyColumn
>;

/**
 * The member's part of visibleEventsCondition, for a member's id or a prepared statement's
 * placeholder for it (queries/entity-lists.ts).
 */
export function eventsVisibleToMember(viewer: string | Placeholder, table: EventVisibilityColumns = events) {
  const runsFromAbove = (type: keyof typeof HIERARCHIES) => {
    const h = HIERARCHIES[type];
    const [t, id, parent] = [sql.raw(h.table), sql.raw(h.id), sql.raw(h.parent)];
    return sql`(with recursive ran (id) as (
        select m.${sql.raw(h.memberEntity)} from ${sql.raw(h.memberships)} m
        where m.${sql.raw(h.memberUser)} = ${viewer} and m.status = 'active'
          and m.role in (${sql.join(
            INHERITED_ROLES.map((role) => sql`${role}`),
            sql`, `,
          )})
        union
        select below.${id} from ${t} below join ran on below.${parent} = ran.id
      ) select id from ran)`;
  };
  return sql`(${table.visibility} = 'public'
    or ${table.hostUserId} = ${viewer}
    or exists (select 1 from ${eventMemberships} em where em.event_id = ${table.eventId}
      and em.user_id = ${viewer} and em.status = 'active')
    or ${table.groupId} in ${runsFromAbove("group")}
    or ${table.partnershipId} in ${runsFromAbove("partnership")})`;
}

/**
 * Gives the member this role (or a pending request, with the message sent with it) on the
 * entity, replacing any they had.
 */
export async function upsertMembership(
  db: Executor,
  ref: EntityRef,
  userId: string,
  membership: Membership,
  message: string | null = null,
) {
  const m = MEMBERSHIP_TABLES[ref.type];
  const { role, status } = membership;
  await db.execute(sql`
    insert into ${m.table} (${sql.raw(m.userId.name)}, ${sql.raw(m.entityId.name)}, role, status, message)
    values (${userId}, ${ref.id}, ${role}, ${status}, ${message})
    on conflict (${sql.raw(m.entityId.name)}, ${sql.raw(m.userId.name)})
    do update set role = excluded.role, status = excluded.status, message = excluded.message`);
}

/**
 * A subquery of the ids of the entities of one type where the member holds an active membership
 * (`select <entity id> from <memberships> where …`), for feeds to build on without knowing the
 * tables' column names. Each membership table's user index serves it.
 */
export function activeEntityIdsSql(type: EntityType, userId: string) {
  const m = MEMBERSHIP_TABLES[type];
  return sql`select ${m.entityId} from ${m.table} where ${m.userId} = ${userId} and ${m.table.status} = 'active'`;
}

/**
 * An SQL condition, true when the member holds an active membership of a group or partnership
 * (the onboarding task "join a community"); for use inside a larger statement.
 */
export function belongsToACommunitySql(userId: SQL | string): SQL {
  const g = MEMBERSHIP_TABLES.group;
  const p = MEMBERSHIP_TABLES.partnership;
  return sql`(exists (select 1 from ${g.table} where ${g.userId} = ${userId} and ${g.table.status} = 'active')
    or exists (select 1 from ${p.table} where ${p.userId} = ${userId} and ${p.table.status} = 'active'))`;
}
