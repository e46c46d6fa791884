import { and, eq } from "drizzle-orm";
import type { RequirementInput } from "../../../shared/schemas/volunteering";
import type { Database } from "../../db/client";
import { hourRequirements, hourShares } from "../../db/schema";
import { forbidden, notFound } from "../../errors";
import { findMembership } from "../../loaders/memberships";
import type { CommunityRef } from "../../queries/requirements";

export const REQUIREMENT_MESSAGES = {
  notMember: "Join this community to share your hours with it.",
  notFound: "This requirement does not exist.",
} as const;

const owner = (ref: CommunityRef) =>
  ref.type === "group" ? { groupId: ref.id, partnershipId: null } : { groupId: null, partnershipId: ref.id };

/**
 * A community's admin sets a service-hour requirement (issue 29).
 * Transaction: none; one INSERT (a new row).
 */
export async function createRequirement(
  db: Database,
  actorId: string,
  ref: CommunityRef,
  input: RequirementInput,
) {
  const [row] = await db
    .insert(hourRequirements)
    .values({
      ...owner(ref),
      title: input.title,
      requiredMinutes: input.hours * 60,
      periodFrom: input.from,
      periodTo: input.to,
      kinds: input.kinds,
      createdBy: actorId,
    })
    .returning();
  if (!row) throw new Error("the requirement was not written");
  return row;
}

/**
 * A community's admin removes one of its requirements; the hours behind it are untouched.
 * Transaction: none; one DELETE.
 */
export async function deleteRequirement(db: Database, ref: CommunityRef, requirementId: string) {
  const column = ref.type === "group" ? hourRequirements.groupId : hourRequirements.partnershipId;
  const [gone] = await db
    .delete(hourRequirements)
    .where(and(eq(hourRequirements.id, requirementId), eq(column, ref.id)))
    .returning({ id: hourRequirements.id });
  if (!gone) throw notFound(REQUIREMENT_MESSAGES.notFound);
}

/**
 * An active member shares their verified hours with the community, so that its admins see their
 * progress toward its requirements; sharing again changes nothing.
 * Transaction: one; locks nothing (the membership is read inside it; the unique index keeps one share).
 */
export async function shareHours(db: Database, userId: string, ref: CommunityRef) {
  await db.transaction(async (tx) => {
    const membership = await findMembership(tx, userId, ref);
    if (membership?.status !== "active") throw forbidden(REQUIREMENT_MESSAGES.notMember);
    await tx
      .insert(hourShares)
      .values({ userId, ...owner(ref) })
      .onConflictDoNothing();
  });
}

/**
 * The member stops sharing their hours with the community: its admins no longer see them.
 * Transaction: none; one DELETE.
 */
export async function stopSharingHours(db: Database, userId: string, ref: CommunityRef) {
  const column = ref.type === "group" ? hourShares.groupId : hourShares.partnershipId;
  await db.delete(hourShares).where(and(eq(hourShares.userId, userId), eq(column, ref.id)));
}
