import { type Actor, type EntityAccess, permissions } from "../policies";
import type { MemberCommunity } from "../queries/member-communities";
import { type MemberProfileFields, presentMember } from "./member";

/** One of a member's groups or partnerships on their profile, with their role as its badge. */
export function presentProfileCommunity(
  actor: Actor,
  type: "group" | "partnership",
  community: MemberCommunity,
  access: EntityAccess,
) {
  const labels = {
    group: community.parentId !== null ? "Subgroup" : "Group",
    partnership: community.parentId !== null ? "Sub Partnership" : "Partnership",
  } as const;
  return {
    id: community.id,
    type,
    label: labels[type],
    name: community.name,
    profileImage: community.profileImage,
    visibility: access.visibility,
    /** The profile's member's role there (spec §6: shown as a badge). */
    memberRole: community.role,
    can: permissions(actor, access),
  };
}

export type ProfileCommunity = ReturnType<typeof presentProfileCommunity>;

/** GET /api/members/:userId: the member as members see them, with the communities the viewer may see. */
export function presentMemberProfile(
  actor: Actor,
  profile: MemberProfileFields,
  communities: { groups: ProfileCommunity[]; partnerships: ProfileCommunity[] },
) {
  return { member: { ...presentMember(actor, profile), ...communities } };
}
