import { and, eq, inArray } from "drizzle-orm";
import type { UpdateProfileInput } from "../../shared/schemas/profile";
import type { Database } from "../db/client";
import { files, profiles } from "../db/schema";
import { recordEvent } from "../events/record";
import type { Logger } from "../logger";
import { fileUrl, parseFileUrl } from "../media/file-url";
import type { FileRow } from "../media/store-upload";
import { keepPictures } from "../media/unattached-uploads";
import type { MemberActor } from "../policies/actor";
import type { ObjectStorage } from "../storage/object-storage";

/** The pictures of a profile update, already loaded and authorised by the route. */
export interface ProfilePictures {
  avatar?: FileRow | null;
  cover?: FileRow | null;
}

/**
 * Saves the member's names, bio, avatar and cover photo (Profile Settings; Complete Profile sends
 * names only) and records `profile.updated` with the fields that changed. A replaced or removed
 * picture that was our own upload is deleted, its row in the same transaction and its object
 * after commit, so replacing pictures never piles up files.
 * Transaction: one; locks the member's profile row (FOR UPDATE) if any; old objects go after commit.
 */
export async function updateProfile(
  deps: { db: Database; storage: ObjectStorage; logger: Logger },
  member: MemberActor,
  input: UpdateProfileInput,
  pictures: ProfilePictures,
) {
  const { profile, replaced } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.userId, member.id)).for("update");
    await keepPictures(tx, { avatarFileId: pictures.avatar, coverPhotoFileId: pictures.cover });
    const set: Partial<typeof profiles.$inferInsert> = {};
    if (input.firstName !== undefined) set.firstName = input.firstName;
    if (input.lastName !== undefined) set.lastName = input.lastName;
    if (input.bio !== undefined) set.bio = input.bio || null;
    if (input.hoursVisible !== undefined) set.hoursVisible = input.hoursVisible;
    if (input.leaderboardOptOut !== undefined) set.leaderboardOptOut = input.leaderboardOptOut;
    if (pictures.avatar !== undefined) set.avatarUrl = urlOf(pictures.avatar);
    if (pictures.cover !== undefined) set.coverPhotoUrl = urlOf(pictures.cover);
    const fields = Object.keys(set);
    const [profile] = await tx
      .insert(profiles)
      .values({ userId: member.id, email: member.email, ...set })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...set, updatedAt: new Date() } })
      .returning();
    if (!profile) throw new Error("profile was not saved");
    await recordEvent(tx, {
      type: "profile.updated",
      actorId: member.id,
      subject: { type: "profile", id: profile.id },
      payload: { userId: member.id, fields },
    });
    const old = [
      set.avatarUrl !== undefined && current?.avatarUrl !== set.avatarUrl ? current?.avatarUrl : null,
      set.coverPhotoUrl !== undefined && current?.coverPhotoUrl !== set.coverPhotoUrl
        ? current?.coverPhotoUrl
        : null,
    ]
      .map(parseFileUrl)
      .filter((ref) => ref !== null);
    const replaced = old.length
      ? await tx
          .delete(files)
          .where(
            and(
              eq(files.ownerId, member.id),
              inArray(
                files.objectKey,
                old.map((ref) => ref.key),
              ),
            ),
          )
          .returning({ bucketId: files.bucketId, objectKey: files.objectKey })
      : [];
    return { profile, replaced };
  });
  for (const file of replaced) {
    await deps.storage.delete(file.bucketId, file.objectKey).catch((error: unknown) => {
      deps.logger.warn({ err: error, key: file.objectKey }, "a replaced picture could not be deleted");
    });
  }
  return profile;
}

const urlOf = (file: FileRow | null) => (file ? fileUrl(file.bucketId, file.objectKey) : null);
