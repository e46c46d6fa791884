import { and, eq, ne, sql } from "drizzle-orm";
import type { MembershipRole } from "../../../shared/enums";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record";
import { loadEntityAccess } from "../../loaders/entity-access";
import { type EntityRef, MEMBERSHIP_TABLES } from "../../loaders/memberships";
import type { MemberActor } from "../../policies/actor";
import { canOnEntity } from "../../policies/entity";
import { logModeration } from "../../queries/moderation-log";
import { recordMembershipEvent } from "./join";

/** What the route saw of the membership when its policy allowed the action. */
export interface SeenMembership {
  userId: string;
  role: MembershipRole;
}

/** Another admin changed the membership between the page and the click: say so, change nothing. */
const changedMeanwhile = () =>
  new AppError("conflict", "This membership changed meanwhile. Reload the page and try again.");

/** The member's row, if it is still as the route saw it (status, and role when given). */
function asSeen(
  ref: EntityRef,
  seen: { userId: string; role?: MembershipRole },
  status: "active" | "pending",
) {
  const m = MEMBERSHIP_TABLES[ref.type];
  return and(
    eq(m.entityId, ref.id),
    eq(m.userId, seen.userId),
    eq(m.table.status, status),
    seen.role ? eq(m.table.role, seen.role) : undefined,
  );
}

/**
 * Lets a member in: their request becomes an active membership; logged, and they are told.
 * Transaction: one; no explicit locks (the UPDATE conditional on status 'pending' settles races).
 */
export async function approveRequest(db: Database, actor: MemberActor, ref: EntityRef, userId: string) {
  await db.transaction(async (tx) => {
    const m = MEMBERSHIP_TABLES[ref.type];
    const updated = await tx
      .update(m.table)
      .set({ status: "active", joinedAt: sql`now()` })
      .where(asSeen(ref, { userId }, "pending"))
      .returning({ id: m.table.id });
    if (!updated.length) throw changedMeanwhile();
    await logModeration(tx, {
      entity: ref,
      actorId: actor.id,
      action: "request.approved",
      subjectUserId: userId,
    });
    await recordMembershipEvent(tx, "membership.approved", actor.id, ref, userId);
  });
}

/**
 * Turns a request down: the row goes (they may ask again); logged, and they are told.
 * Transaction: one; no explicit locks (the DELETE conditional on status 'pending' settles races).
 */
export async function declineRequest(db: Database, actor: MemberActor, ref: EntityRef, userId: string) {
  await db.transaction(async (tx) => {
    const m = MEMBERSHIP_TABLES[ref.type];
    const deleted = await tx
      .delete(m.table)
      .where(asSeen(ref, { userId }, "pending"))
      .returning({ id: m.table.id });
    if (!deleted.length) throw changedMeanwhile();
    await logModeration(tx, {
      entity: ref,
      actorId: actor.id,
      action: "request.declined",
      subjectUserId: userId,
    });
    await recordMembershipEvent(tx, "membership.declined", actor.id, ref, userId);
  });
}

/**
 * Gives a member another role (never owner: `transferOwnership`), logged with both roles.
 * Transaction: one; no explicit locks (the UPDATE conditional on the row as seen settles races).
 */
export async function changeRole(
  db: Database,
  actor: MemberActor,
  ref: EntityRef,
  seen: SeenMembership,
  toRole: Exclude<MembershipRole, "owner">,
) {
  if (seen.role === toRole) return;
  await db.transaction(async (tx) => {
    const m = MEMBERSHIP_TABLES[ref.type];
    const updated = await tx
      .update(m.table)
      .set({ role: toRole })
      .where(asSeen(ref, seen, "active"))
      .returning({ id: m.table.id });
    if (!updated.length) throw changedMeanwhile();
    await logModeration(tx, {
      entity: ref,
      actorId: actor.id,
      action: "role.changed",
      subjectUserId: seen.userId,
      details: { fromRole: seen.role, toRole },
    });
    await recordEvent(tx, {
      type: "membership.role_changed",
      actorId: actor.id,
      subject: { type: ref.type, id: String(ref.id) },
      payload: { userId: seen.userId, fromRole: seen.role, toRole },
    });
  });
}

/**
 * Removes a member from the entity; logged with the role they had.
 * Transaction: one; no explicit locks (the DELETE conditional on the row as seen settles races).
 */
export async function removeMember(db: Database, actor: MemberActor, ref: EntityRef, seen: SeenMembership) {
  await db.transaction(async (tx) => {
    const m = MEMBERSHIP_TABLES[ref.type];
    const deleted = await tx
      .delete(m.table)
      .where(asSeen(ref, seen, "active"))
      .returning({ id: m.table.id });
    if (!deleted.length) throw changedMeanwhile();
    await logModeration(tx, {
      entity: ref,
      actorId: actor.id,
      action: "member.removed",
      subjectUserId: seen.userId,
      details: { fromRole: seen.role },
    });
    await recordMembershipEvent(tx, "membership.removed", actor.id, ref, seen.userId);
  });
}

/**
 * Hands the entity to another active member: they become its owner and whoever owned it becomes
 * an admin, in one transaction, so the entity always has exactly one owner.
 * Transaction: one; takes the entity's ownership advisory lock (pg_advisory_xact_lock) first.
 */
export async function transferOwnership(
  db: Database,
  actor: MemberActor,
  ref: EntityRef,
  seen: SeenMembership,
) {
  await db.transaction(async (tx) => {
    // One transfer of an entity at a time (issue 26: two at once left two owners on PostgreSQL),
    // and only by someone who still may: the first may have made the actor an admin.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ownership:${ref.type}`}), ${ref.id}::int)`);
    const now = await loadEntityAccess(tx, actor, ref);
    if (!now || !canOnEntity(actor, "transferOwnership", now)) throw changedMeanwhile();
    await demoteOwners(tx, ref, seen.userId);
    const m = MEMBERSHIP_TABLES[ref.type];
    const updated = await tx
      .update(m.table)
      .set({ role: "owner" })
      .where(asSeen(ref, seen, "active"))
      .returning({ id: m.table.id });
    if (!updated.length) throw changedMeanwhile();
    await logModeration(tx, {
      entity: ref,
      actorId: actor.id,
      action: "ownership.transferred",
      subjectUserId: seen.userId,
      details: { fromRole: seen.role, toRole: "owner" },
    });
    await recordMembershipEvent(tx, "membership.ownership_transferred", actor.id, ref, seen.userId);
  });
}

/** Every current owner but `except` becomes an admin (one, since an entity has one owner: migration 0028). */
async function demoteOwners(tx: Executor, ref: EntityRef, except: string) {
  const m = MEMBERSHIP_TABLES[ref.type];
  await tx
    .update(m.table)
    .set({ role: "admin" })
    .where(and(eq(m.entityId, ref.id), eq(m.table.role, "owner"), ne(m.userId, except)));
}
