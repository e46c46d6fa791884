import type { profiles } from "../db/schema";

export type ProfileRow = typeof profiles.$inferSelect;

/** A member's own profile as the browser sees it; Bluesky tokens never leave the server. */
/** The columns a member's own profile is presented from (the session reader loads just these). */
export type OwnProfileFields = Pick<
  ProfileRow,
  | "id"
  | "userId"
  | "firstName"
  | "lastName"
  | "email"
  | "avatarUrl"
  | "coverPhotoUrl"
  | "bio"
  | "hoursVisible"
  | "leaderboardOptOut"
  | "blueskyHandle"
  | "blueskyDid"
  | "createdAt"
  | "updatedAt"
>;

export function presentOwnProfile(profile: OwnProfileFields) {
  return {
    id: profile.id,
    userId: profile.userId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    avatarUrl: profile.avatarUrl,
    coverPhotoUrl: profile.coverPhotoUrl,
    bio: profile.bio,
    hoursVisible: profile.hoursVisible,
    leaderboardOptOut: profile.leaderboardOptOut,
    blueskyHandle: profile.blueskyHandle,
    blueskyConnected: Boolean(profile.blueskyDid),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}

export type OwnProfile = ReturnType<typeof presentOwnProfile>;
