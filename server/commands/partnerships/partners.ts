import { and, eq, sql } from "drizzle-orm";
import type { MembershipStatus } from "../../../shared/enums";
import type { Database } from "../../db/client";
import { partnershipPartners } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../../events/record";
import type { PartnerEventType } from "../../events/types";
import type { MemberActor } from "../../policies/actor";

/** A group and a partnership, by id. */
export interface PartnerRef {
  partnershipId: number;
  groupId: number;
}

/** Someone on either side changed it between the page and the click: say so, change nothing. */
const changedMeanwhile = () =>
  new AppError("conflict", "This partnership changed meanwhile. Reload the page and try again.");

const event = (type: PartnerEventType, actor: MemberActor, ref: PartnerRef, wasActive?: boolean) => ({
  type,
  actorId: actor.id,
  subject: { type: "partnership" as const, id: String(ref.partnershipId) },
  payload: wasActive === undefined ? { groupId: ref.groupId } : { groupId: ref.groupId, wasActive },
});

/**
 * The group asks to join the partnership (`pending`, with its admin's message), or joins at once
 * (`active`) when the asker also manages the partnership's members, as the route's policy
 * decided. A standing the group already has is left as it is (a double click asks once), and
 * nothing is recorded twice. Returns the group's standing afterwards.
 * Transaction: one; no row locks (the unique (partnership, group) index settles a double ask).
 */
export async function askPartner(
  db: Database,
  actor: MemberActor,
  ref: PartnerRef,
  status: MembershipStatus,
  message: string | null,
): Promise<MembershipStatus> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(partnershipPartners)
      .values({
        partnershipId: ref.partnershipId,
        groupId: ref.groupId,
        status,
        message: status === "pending" ? message || null : null,
        requestedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning({ status: partnershipPartners.status });
    if (inserted) {
      await recordEvent(tx, event(status === "active" ? "partner.joined" : "partner.requested", actor, ref));
      return status;
    }
    const [current] = await tx
      .select({ status: partnershipPartners.status })
      .from(partnershipPartners)
      .where(
        and(
          eq(partnershipPartners.partnershipId, ref.partnershipId),
          eq(partnershipPartners.groupId, ref.groupId),
        ),
      );
    if (!current) throw changedMeanwhile();
    return current.status as MembershipStatus;
  });
}

const asSeen = (ref: PartnerRef, status: MembershipStatus) =>
  and(
    eq(partnershipPartners.partnershipId, ref.partnershipId),
    eq(partnershipPartners.groupId, ref.groupId),
    eq(partnershipPartners.status, status),
  );

/**
 * Lets the group in: its request becomes a partnership from now; its admins are told.
 * Transaction: one; no explicit locks (the UPDATE conditional on status 'pending' settles races).
 */
export async function approvePartner(db: Database, actor: MemberActor, ref: PartnerRef): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(partnershipPartners)
      .set({ status: "active", joinedAt: sql`now()` })
      .where(asSeen(ref, "pending"))
      .returning({ id: partnershipPartners.id });
    if (!updated.length) throw changedMeanwhile();
    await recordEvent(tx, event("partner.approved", actor, ref));
  });
}

/**
 * Turns the request down: the row goes (the group may ask again); its admins are told.
 * Transaction: one; no explicit locks (the DELETE conditional on status 'pending' settles races).
 */
export async function declinePartner(db: Database, actor: MemberActor, ref: PartnerRef): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(partnershipPartners)
      .where(asSeen(ref, "pending"))
      .returning({ id: partnershipPartners.id });
    if (!deleted.length) throw changedMeanwhile();
    await recordEvent(tx, event("partner.declined", actor, ref));
  });
}

/**
 * Ends the partnership, or takes back the request: only the row in the state the route saw goes,
 * so a race with an approval ends in one of the two outcomes, never a half.
 * Transaction: one; no explicit locks (the DELETE conditional on the status seen settles races).
 */
export async function endPartner(
  db: Database,
  actor: MemberActor,
  ref: PartnerRef,
  seen: MembershipStatus,
): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(partnershipPartners)
      .where(asSeen(ref, seen))
      .returning({ id: partnershipPartners.id });
    if (!deleted.length) throw changedMeanwhile();
    await recordEvent(tx, event("partner.ended", actor, ref, seen === "active"));
  });
}
