import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { posts, profiles, userOnboarding } from "../db/schema";
import { belongsToACommunitySql } from "../loaders/memberships";

export type OnboardingRow = typeof userOnboarding.$inferSelect;

/**
 * Derives every onboarding flag from the member's data and stores them, creating the row when
 * missing (spec §4), in one statement: profile image = an avatar is set, cover photo = a cover is
 * set, bio = the bio holds more than blanks, community = an active group or partnership
 * membership, first post = any post by the member. The flags say how things are now: a bio
 * emptied later is a task to do again. An unchanged row is not rewritten.
 *
 * A derived cache, not news: it records no domain event.
 * Transaction: none (or the caller's if it passes one); one upsert on user_id, a read when unchanged.
 */
export async function syncOnboarding(db: Executor, userId: string): Promise<OnboardingRow> {
  const profile = (condition: ReturnType<typeof sql>) =>
    sql`coalesce((select ${condition} from ${profiles} where ${profiles.userId} = ${userId}), false)`;
  const derived = {
    profileImageCompleted: profile(sql`coalesce(${profiles.avatarUrl}, '') <> ''`),
    coverPhotoCompleted: profile(sql`coalesce(${profiles.coverPhotoUrl}, '') <> ''`),
    bioCompleted: profile(sql`coalesce(${profiles.bio}, '') ~ '[^[:space:]]'`),
    communityJoined: belongsToACommunitySql(userId),
    firstPostCompleted: sql`exists (select 1 from ${posts} where ${posts.authorId} = ${userId})`,
  };
  const [written] = await db
    .insert(userOnboarding)
    .values({ userId, ...derived })
    .onConflictDoUpdate({
      target: userOnboarding.userId,
      set: {
        profileImageCompleted: sql`excluded.profile_image_completed`,
        coverPhotoCompleted: sql`excluded.cover_photo_completed`,
        bioCompleted: sql`excluded.bio_completed`,
        communityJoined: sql`excluded.community_joined`,
        firstPostCompleted: sql`excluded.first_post_completed`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${userOnboarding.profileImageCompleted}, ${userOnboarding.coverPhotoCompleted},
        ${userOnboarding.bioCompleted}, ${userOnboarding.communityJoined}, ${userOnboarding.firstPostCompleted})
        is distinct from (excluded.profile_image_completed, excluded.cover_photo_completed,
        excluded.bio_completed, excluded.community_joined, excluded.first_post_completed)`,
    })
    .returning();
  if (written) return written;
  const [unchanged] = await db.select().from(userOnboarding).where(eq(userOnboarding.userId, userId));
  if (!unchanged) throw new Error("onboarding row vanished");
  return unchanged;
}
