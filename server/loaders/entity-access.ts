import { and, eq, inArray, sql } from "drizzle-orm";
import type { EntityType, MembershipRole, MembershipStatus, Visibility } from "../../shared/enums";
import type { Executor } from "../db/client";
import { HIERARCHIES, MAX_DEPTH } from "../db/hierarchies";
import { eventMemberships, events, groups, partnerships } from "../db/schema";
import type { Actor } from "../policies/actor";
import { type EntityAccess, effectiveRole } from "../policies/entity";
import { INHERITED_ROLES, type InheritedRole, strongerRole } from "../policies/roles";
import type { EntityRef } from "./memberships";

// What the policies are told about an entity and the one asking: its visibility, their own
// membership, the role they inherit from the groups or partnerships above, and whether they host
// it. Read from the membership tables (server/loaders/memberships.ts holds the rest of their reading).

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
