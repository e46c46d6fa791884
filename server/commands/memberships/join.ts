import { and, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { recordEvent } from "../../events/record";
import type { MembershipEventType } from "../../events/types";
import { type EntityRef, MEMBERSHIP_TABLES, type Membership } from "../../loaders/memberships";
import type { MemberActor } from "../../policies/actor";

/**
 * Records an event about one member's membership of an entity.
 * Transaction: the caller's open one; inserts one domain event, locks nothing.
 */
export function recordMembershipEvent(
  tx: Executor,
  type: MembershipEventType,
  actorId: string,
  ref: EntityRef,
  userId: string,
) {
  return recordEvent(tx, {
    type,
    actorId,
    subject: { type: ref.type, id: String(ref.id) },
    payload: { userId },
  });
}

/**
 * The member joins a public entity (`active`) or asks to join a private one (`pending`, with their
 * message), as the route's policy decided. A membership they already hold is left as it is (a
 * double click never turns an admin back into a member), and nothing is recorded twice.
 * Transaction: one; no row locks (the unique (entity, user) index settles a double join).
 */
export async function joinEntity(
  db: Database,
  member: MemberActor,
  ref: EntityRef,
  status: "active" | "pending",
  message: string | null,
): Promise<Membership> {
  return db.transaction(async (tx) => {
    const m = MEMBERSHIP_TABLES[ref.type];
    const inserted = await tx.execute(sql`
      insert into ${m.table} (${sql.raw(m.userId.name)}, ${sql.raw(m.entityId.name)}, role, status, message)
      values (${member.id}, ${ref.id}, 'member', ${status}, ${status === "pending" ? message || null : null})
      on conflict do nothing
      returning role, status`);
    const row = inserted.rows[0] as Membership | undefined;
    if (row) {
      await recordMembershipEvent(
        tx,
        status === "active" ? "membership.joined" : "membership.requested",
        member.id,
        ref,
        member.id,
      );
      return row;
    }
    const [current] = await tx
      .select({ role: m.table.role, status: m.table.status })
      .from(m.table)
      .where(and(eq(m.userId, member.id), eq(m.entityId, ref.id)));
    if (!current) throw new Error("membership vanished while joining");
    return current as Membership;
  });
}

/**
 * The member leaves (an active membership that is not the owner's: the policy said so) or takes
 * back their request (a pending one). Deleting only the row in the state the policy saw makes a
 * race with an approval end in one of the two outcomes, never a half.
 * Transaction: one; no explicit locks (the DELETE conditional on the status seen settles races).
 */
export async function leaveEntity(
  db: Database,
  member: MemberActor,
  ref: EntityRef,
  status: "active" | "pending",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const m = MEMBERSHIP_TABLES[ref.type];
    const deleted = await tx
      .delete(m.table)
      .where(
        and(
          eq(m.userId, member.id),
          eq(m.entityId, ref.id),
          eq(m.table.status, status),
          sql`${m.table.role} <> 'owner'`,
        ),
      )
      .returning({ id: m.table.id });
    if (!deleted.length) return false;
    await recordMembershipEvent(
      tx,
      status === "active" ? "membership.left" : "membership.request_cancelled",
      member.id,
      ref,
      member.id,
    );
    return true;
  });
}
