import type { SessionProfile } from "../auth/session";
import { type Actor, type MemberActor, permissions } from "../policies";
import type { ProfileRow } from "./profile";
import { presentOwnProfile } from "./profile";

/** GET /api/me for a visitor: an answer, not an error (every page asks). */
export function presentSignedOut() {
  return { user: null, profile: null, isPlatformAdmin: false } as const;
}

/** GET /api/me for a member: their own account and profile; their e-mail is theirs to see. */
export function presentMe(member: MemberActor, profile: SessionProfile | null) {
  return {
    user: { id: member.id, email: member.email, emailVerified: member.emailVerified },
    profile: profile ? presentOwnProfile(profile) : null,
    isPlatformAdmin: member.isPlatformAdmin,
  };
}

/** The fields of a profile that a member shows other members. */
export type MemberProfileFields = Pick<
  ProfileRow,
  "userId" | "firstName" | "lastName" | "avatarUrl" | "coverPhotoUrl" | "bio" | "hoursVisible" | "createdAt"
>;

/**
 * Another member as members see them: name, pictures and bio, with what the viewer may do.
 * Never the e-mail, the Bluesky tokens or anything of the account (use `presentMe` for oneself).
 */
export function presentMember(actor: Actor, profile: MemberProfileFields) {
  return {
    userId: profile.userId,
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    avatarUrl: profile.avatarUrl,
    coverPhotoUrl: profile.coverPhotoUrl,
    bio: profile.bio ?? "",
    memberSince: profile.createdAt.toISOString(),
    // Whether the member's verified hours may be read by other members: their history page's link.
    hoursVisible: profile.hoursVisible,
    can: permissions(actor, { kind: "profile", userId: profile.userId }),
  };
}

/** A member named beside something else (a post's author, an event's host): name and picture. */
export function presentMemberSummary(
  profile: Pick<ProfileRow, "userId" | "firstName" | "lastName" | "avatarUrl">,
) {
  return {
    userId: profile.userId,
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    avatarUrl: profile.avatarUrl,
  };
}

export type Me = ReturnType<typeof presentMe>;
export type PresentedMember = ReturnType<typeof presentMember>;
