import { and, count, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { EntityType, MembershipRole, MembershipStatus, Visibility } from "../../shared/enums";
import type { Actor } from "../policies/actor";
import { type EntityAccess, effectiveRole } from "../policies/entity";
import { INHERITED_ROLES, type InheritedRole, strongerRole } from "../policies/roles";
import type { Executor } from "./client";
import {
  eventMemberships,
  events,
  groupMemberships,
  groups,
  partnershipMemberships,
  partnerships,
} from "./schema";

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

/** Entities that nest: a parent column names the group or partnership above. */
const HIERARCHIES = {
  group: {
    table: "groups",
    id: "group_id",
    parent: "parent_group_id",
    memberships: "group_memberships",
    memberEntity: "group_id",
    memberUser: "uid",
  },
  partnership: {
    table: "partnerships",
    id: "partnership_id",
    parent: "parent_partnership_id",
    memberships: "partnership_memberships",
    memberEntity: "partnership_id",
    memberUser: "user_id",
  },
} as const;

/** Deeper than any real federation; stops a corrupted parent cycle from looping. */
export const MAX_DEPTH = 64;

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
 * admins view every event. The route still asks the policy for each row it presents.
 */
export function visibleEventsCondition(actor: Actor) {
  if (actor.kind === "visitor") return sql`${events.visibility} = 'public'`;
  if (actor.isPlatformAdmin) return sql`true`;
  return eventsVisibleToMember(actor.id);
}

/**
 * The member's part of visibleEventsCondition, for a member's id or a prepared statement's
 * placeholder for it (db/entity-lists.ts).
 */
export function eventsVisibleToMember(viewer: string | Placeholder) {
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
  return sql`(${events.visibility} = 'public'
    or ${events.hostUserId} = ${viewer}
    or exists (select 1 from ${eventMemberships} em where em.event_id = ${events.eventId}
      and em.user_id = ${viewer} and em.status = 'active')
    or ${events.groupId} in ${runsFromAbove("group")}
    or ${events.partnershipId} in ${runsFromAbove("partnership")})`;
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
 * The role a member holds on an event, however they hold it: their own, one inherited from the
 * organising group or partnership, or the host's (policies/entity.ts `effectiveRole`).
 */
export async function findEventRole(
  db: Executor,
  userId: string,
  eventId: number,
): Promise<MembershipRole | null> {
  const access = (await loadEventAccess(db, userId, [eventId])).get(eventId);
  return access ? effectiveRole(access) : null;
}

/** What the policies need about one entity and the actor; null when the entity does not exist. */
export async function loadEntityAccess(
  db: Executor,
  actor: Actor,
  ref: EntityRef,
): Promise<EntityAccess | null> {
  return (await loadEntityAccessMany(db, actor, ref.type, [ref.id])).get(ref.id) ?? null;
}

/**
 * The same for many entities of one type in a fixed number of queries (no query per entity):
 * lists present `can` flags for every row.
 */
export async function loadEntityAccessMany(
  db: Executor,
  actor: Actor,
  type: EntityType,
  ids: readonly number[],
): Promise<Map<number, EntityAccess>> {
  const result = new Map<number, EntityAccess>();
  const unique = [...new Set(ids)];
  if (!unique.length) return result;
  const userId = actor.kind === "member" ? actor.id : null;
  if (type === "event") return loadEventAccess(db, userId, unique);

  const entity = type === "group" ? groups : partnerships;
  const idColumn = type === "group" ? groups.groupId : partnerships.partnershipId;
  const rows = await db
    .select({ id: idColumn, visibility: entity.visibility })
    .from(entity)
    .where(inArray(idColumn, unique));
  for (const row of rows) {
    result.set(row.id, {
      kind: "entity",
      type,
      id: row.id,
      visibility: row.visibility as Visibility,
      membership: null,
      inheritedRole: null,
      isHost: false,
    });
  }
  if (!userId || !rows.length) return result;
  for (const link of await membershipsAlongChains(db, type, userId, [...result.keys()])) {
    const access = result.get(link.startId);
    if (!access) continue;
    if (link.depth === 0) access.membership = { role: link.role, status: link.status };
    else access.inheritedRole = inherit(access.inheritedRole, link);
  }
  return result;
}

async function loadEventAccess(db: Executor, userId: string | null, ids: number[]) {
  const result = new Map<number, EntityAccess>();
  const rows = await db
    .select({
      id: events.eventId,
      visibility: events.visibility,
      hostUserId: events.hostUserId,
      groupId: events.groupId,
      partnershipId: events.partnershipId,
      role: eventMemberships.role,
      status: eventMemberships.status,
    })
    .from(events)
    .leftJoin(
      eventMemberships,
      and(eq(eventMemberships.eventId, events.eventId), eq(eventMemberships.userId, userId ?? sql`null`)),
    )
    .where(inArray(events.eventId, ids));
  for (const row of rows) {
    result.set(row.id, {
      kind: "entity",
      type: "event",
      id: row.id,
      visibility: row.visibility as Visibility,
      membership: row.role
        ? { role: row.role as MembershipRole, status: row.status as MembershipStatus }
        : null,
      inheritedRole: null,
      isHost: userId !== null && row.hostUserId === userId,
    });
  }
  if (!userId) return result;
  // An organising group's or partnership's owners and admins run its events too.
  for (const orgType of ["group", "partnership"] as const) {
    const byOrg = new Map<number, number[]>();
    for (const row of rows) {
      const orgId = orgType === "group" ? row.groupId : row.partnershipId;
      if (orgId !== null) byOrg.set(orgId, [...(byOrg.get(orgId) ?? []), row.id]);
    }
    if (!byOrg.size) continue;
    for (const link of await membershipsAlongChains(db, orgType, userId, [...byOrg.keys()])) {
      for (const eventId of byOrg.get(link.startId) ?? []) {
        const access = result.get(eventId);
        if (access) access.inheritedRole = inherit(access.inheritedRole, link);
      }
    }
  }
  return result;
}

interface ChainLink {
  startId: number;
  depth: number;
  role: MembershipRole;
  status: MembershipStatus;
}

/**
 * The member's memberships on each start entity (depth 0) and on every entity above it
 * (depth 1 = parent, ...), in one recursive query.
 */
async function membershipsAlongChains(
  db: Executor,
  type: keyof typeof HIERARCHIES,
  userId: string,
  startIds: number[],
): Promise<ChainLink[]> {
  const h = HIERARCHIES[type];
  const t = sql.raw(h.table);
  const id = sql.raw(h.id);
  const parent = sql.raw(h.parent);
  const result = await db.execute(sql`
    with recursive chain (start_id, node_id, parent_id, depth) as (
      select ${id}, ${id}, ${parent}, 0 from ${t}
      where ${id} in (${sql.join(
        startIds.map((value) => sql`${value}`),
        sql`, `,
      )})
      union all
      select chain.start_id, up.${id}, up.${parent}, chain.depth + 1
      from chain join ${t} up on up.${id} = chain.parent_id
      where chain.depth < ${MAX_DEPTH}
    )
    select chain.start_id, chain.depth, m.role, m.status
    from chain
    join ${sql.raw(h.memberships)} m on m.${sql.raw(h.memberEntity)} = chain.node_id
      and m.${sql.raw(h.memberUser)} = ${userId}`);
  return (result.rows as { start_id: number; depth: number; role: string; status: string }[]).map((row) => ({
    startId: Number(row.start_id),
    depth: Number(row.depth),
    role: row.role as MembershipRole,
    status: row.status as MembershipStatus,
  }));
}

/** Rights flow down from owners and admins only, and only from active memberships. */
function inherit(current: InheritedRole | null, link: ChainLink): InheritedRole | null {
  if (link.status !== "active" || !(INHERITED_ROLES as readonly string[]).includes(link.role)) return current;
  return strongerRole(current, link.role) as InheritedRole;
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
