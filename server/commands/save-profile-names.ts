import type { CompleteProfileInput } from "../../shared/schemas/auth";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";
import { recordEvent } from "../events/record";
import type { MemberActor } from "../policies/actor";

/**
 * Sets the member's first and last name (Complete Profile, Profile Settings). A member without a
 * profile row (an interrupted sign-up) gets one here.
 */
export async function saveProfileNames(db: Database, member: MemberActor, input: CompleteProfileInput) {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(profiles)
      .values({
        userId: member.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: member.email,
      })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() },
      })
      .returning();
    if (!profile) throw new Error("profile was not saved");
    await recordEvent(tx, {
      type: "profile.updated",
      actorId: member.id,
      subject: { type: "profile", id: profile.id },
      payload: { userId: member.id, fields: ["firstName", "lastName"] },
    });
    return profile;
  });
}
