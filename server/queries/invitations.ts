import { and, desc, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { EntityType, MembershipRole } from "../../shared/enums";
import type { InvitationStatus } from "../../shared/moderation";
import type { TimeCursorQuery } from "../../shared/schemas/communities";
import type { Executor } from "../db/client";
import { entityInvitations, events, groups, invitationOptOuts, partnerships, profiles } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";

const CREATED_KEY = sql<string>`to_char(${entityInvitations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface InvitationRecord {
  id: string;
  entity: EntityRef;
  email: string;
  role: MembershipRole;
  status: InvitationStatus;
  createdAt: Date;
}

function toRecord(row: typeof entityInvitations.$inferSelect): InvitationRecord {
  return {
    id: row.id,
    entity: { type: row.entityType as EntityType, id: row.entityId },
    email: row.email,
    role: row.role as MembershipRole,
    status: row.status as InvitationStatus,
    createdAt: row.createdAt,
  };
}

/** One invitation; null when it does not exist. */
export async function findInvitation(db: Executor, id: string): Promise<InvitationRecord | null> {
  const [row] = await db.select().from(entityInvitations).where(eq(entityInvitations.id, id));
  return row ? toRecord(row) : null;
}

/** The open invitation of an address to one entity (the entity page's banner); null if none. */
export async function findOpenInvitation(db: Executor, ref: EntityRef, email: string) {
  const [row] = await db
    .select()
    .from(entityInvitations)
    .where(
      and(
        eq(entityInvitations.entityType, ref.type),
        eq(entityInvitations.entityId, ref.id),
        eq(entityInvitations.email, email.toLowerCase()),
        eq(entityInvitations.status, "pending"),
      ),
    );
  return row ? toRecord(row) : null;
}

/**
 * An entity's open invitations for its admins, newest first, `limit` after the cursor, on
 * `entity_invitations_entity_idx`, with who sent each.
 */
export async function listEntityInvitations(
  db: Executor,
  ref: EntityRef,
  query: TimeCursorQuery,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [
    eq(entityInvitations.entityType, ref.type),
    eq(entityInvitations.entityId, ref.id),
    eq(entityInvitations.status, "pending"),
  ];
  if (query.cursor) {
    const [at, id] = query.cursor;
    conditions.push(
      or(
        lt(entityInvitations.createdAt, sql`${at}::timestamptz`),
        and(eq(entityInvitations.createdAt, sql`${at}::timestamptz`), lt(entityInvitations.id, id)),
      ),
    );
  }
  const rows = await db
    .select({
      invitation: entityInvitations,
      createdKey: CREATED_KEY,
      inviter: {
        userId: profiles.userId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        avatarUrl: profiles.avatarUrl,
      },
    })
    .from(entityInvitations)
    .leftJoin(profiles, eq(profiles.userId, entityInvitations.invitedBy))
    .where(and(...conditions))
    .orderBy(desc(entityInvitations.createdAt), desc(entityInvitations.id))
    .limit(limit);
  return rows.map((row) => ({
    ...toRecord(row.invitation),
    createdKey: row.createdKey,
    inviter: row.inviter,
  }));
}

/**
 * The open invitations waiting for an address, newest first (a member has few), each with its
 * entity's name and picture, on `entity_invitations_email_idx`.
 */
export async function listInvitationsFor(db: Executor, email: string, limit: number) {
  const rows = await db
    .select({
      invitation: entityInvitations,
      name: sql<string | null>`coalesce(${groups.name}, ${partnerships.name}, ${events.eventName})`,
      image: sql<
        string | null
      >`coalesce(${groups.profileImage}, ${partnerships.profileImage}, ${events.eventImage})`,
    })
    .from(entityInvitations)
    .leftJoin(
      groups,
      and(eq(entityInvitations.entityType, "group"), eq(groups.groupId, entityInvitations.entityId)),
    )
    .leftJoin(
      partnerships,
      and(
        eq(entityInvitations.entityType, "partnership"),
        eq(partnerships.partnershipId, entityInvitations.entityId),
      ),
    )
    .leftJoin(
      events,
      and(eq(entityInvitations.entityType, "event"), eq(events.eventId, entityInvitations.entityId)),
    )
    .where(and(eq(entityInvitations.email, email.toLowerCase()), eq(entityInvitations.status, "pending")))
    .orderBy(desc(entityInvitations.createdAt))
    .limit(limit);
  // An invitation to an entity deleted since has nothing left to join.
  return rows
    .filter((row) => row.name !== null)
    .map((row) => ({ ...toRecord(row.invitation), name: row.name ?? "", image: row.image }));
}

/** Of these lower-cased addresses, those that asked for no more invitations. */
export async function optedOutAmong(db: Executor, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ email: invitationOptOuts.email })
    .from(invitationOptOuts)
    .where(inArray(invitationOptOuts.email, emails));
  return new Set(rows.map((row) => row.email));
}

/**
 * What a member invited in the last 24 hours (database time): how many distinct addresses, which
 * of `emails` are among them, and in how many seconds the oldest leaves the window.
 */
export async function invitedInLastDay(db: Executor, memberId: string, emails: string[]) {
  const list = emails.length
    ? sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )
    : sql`null`;
  const result = await db.execute(sql`
    select count(distinct email)::int as n,
      coalesce(array_agg(distinct email) filter (where email in (${list})), '{}') as known,
      ceil(extract(epoch from min(created_at) + interval '1 day' - now()))::int as frees_in
    from ${entityInvitations}
    where invited_by = ${memberId} and created_at > now() - interval '1 day'`);
  const row = result.rows[0] as { n: number; known: string[]; frees_in: number | null } | undefined;
  return { count: Number(row?.n ?? 0), known: new Set(row?.known ?? []), freesInSeconds: row?.frees_in ?? 0 };
}
