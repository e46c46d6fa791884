import { encodeCursor } from "../../shared/schemas/cursor";
import { type Actor, type EntityAccess, permissions } from "../policies";
import { assignableRoles } from "../policies/membership";
import type { CommunityRow } from "../queries/communities";
import type { MemberListRow } from "../queries/community-members";
import type { InvitationRecord } from "../queries/invitations";
import { relation } from "./entity";
import { presentMemberSummary } from "./member";

const LABELS = {
  group: { top: "Group", nested: "Subgroup" },
  partnership: { top: "Partnership", nested: "Sub Partnership" },
} as const;

/** What the community page shows beside the row: counts, the parent, the viewer's invitation. */
export interface CommunityExtras {
  parent: { id: number; name: string } | null;
  memberCount: number;
  /** Requests waiting, for those who answer them (null for everyone else). */
  pendingRequests: number | null;
  /** Groups waiting to be partner organisations, for a partnership's admins (null otherwise). */
  pendingPartners: number | null;
  /** Reports waiting, for its moderators (null for everyone else). */
  openReports: number | null;
  /** An open invitation to the viewer's confirmed address. */
  invitation: InvitationRecord | null;
}

/**
 * A group or partnership (spec §3) as its page shows it: the organisation list's label, the
 * viewer's relation and `can` flags, and what only some viewers get (counts of what waits for
 * them, the roles they may give). A private one's outsiders get the preview, `restricted`.
 */
export function presentCommunity(
  actor: Actor,
  row: CommunityRow,
  access: EntityAccess,
  extra: CommunityExtras,
) {
  const shared = relation(actor, access);
  return {
    id: row.id,
    type: row.type,
    label: row.parentId ? LABELS[row.type].nested : LABELS[row.type].top,
    name: row.name,
    description: row.description,
    profileImage: row.profileImage,
    coverPhoto: row.coverPhoto,
    parent: extra.parent,
    memberCount: shared.restricted ? null : extra.memberCount,
    pendingRequests: shared.can.manageMembers ? extra.pendingRequests : null,
    pendingPartners: shared.can.manageMembers ? extra.pendingPartners : null,
    openReports: shared.can.moderate ? extra.openReports : null,
    invitation: extra.invitation ? { id: extra.invitation.id, role: extra.invitation.role } : null,
    assignableRoles: assignableRoles(actor, access),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...shared,
  };
}

/** A subgroup or sub-partnership in its parent's list. */
export function presentChild(actor: Actor, row: CommunityRow, access: EntityAccess) {
  const shared = relation(actor, access);
  return {
    id: row.id,
    type: row.type,
    label: LABELS[row.type].nested,
    name: row.name,
    profileImage: row.profileImage,
    visibility: shared.visibility,
    restricted: shared.restricted,
    role: shared.role,
  };
}

/** A page of a list, and the cursor of the next one (null at the end). */
export function presentPage<K extends string, T>(key: K, items: T[], next: readonly unknown[] | null) {
  return { [key]: items, nextCursor: next ? encodeCursor(next) : null } as Record<K, T[]> & {
    nextCursor: string | null;
  };
}

/**
 * A member of the entity, or a request to join, with what the viewer may do to it. The request's
 * message is shown only to those who answer it.
 */
export function presentMembership(actor: Actor, entity: EntityAccess, row: MemberListRow) {
  const can = permissions(actor, {
    kind: "membership",
    entity,
    target: { userId: row.userId, role: row.role, status: row.status },
  });
  return {
    member: presentMemberSummary(row),
    role: row.role,
    status: row.status,
    message: can.approve ? row.message : null,
    joinedAt: row.joinedAt.toISOString(),
    can,
  };
}

/** The viewer's own membership after joining, leaving or asking. */
export function presentOwnMembership(membership: { role: string; status: string } | null) {
  return { membership };
}

/** An open invitation in the entity's list, for its admins (who sent it; the address it went to). */
export function presentEntityInvitation(
  actor: Actor,
  entity: EntityAccess,
  row: InvitationRecord & {
    inviter: {
      userId: string;
      firstName: string | null;
      lastName: string | null;
      avatarUrl: string | null;
    } | null;
  },
) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    invitedBy: row.inviter ? presentMemberSummary(row.inviter) : null,
    can: permissions(actor, { kind: "invitation", email: row.email, status: row.status, entity }),
  };
}

/** What became of each address of an invitation form. */
export function presentInvitationOutcomes(outcomes: { email: string; outcome: string }[]) {
  return { invitations: outcomes };
}

/** The answer to an invitation mail's "no more invitations" link: it says nothing of the address. */
export function presentInvitationOptOut() {
  return { optedOut: true as const };
}

/** An invitation waiting for the member, with the entity it is to (their own list). */
export function presentMyInvitation(row: InvitationRecord & { name: string; image: string | null }) {
  return {
    id: row.id,
    entity: { type: row.entity.type, id: row.entity.id, name: row.name, image: row.image },
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The member's own open invitations. */
export function presentMyInvitations(rows: (InvitationRecord & { name: string; image: string | null })[]) {
  return { invitations: rows.map(presentMyInvitation) };
}

/** The answer to an invitation: where the member now belongs, when they accepted. */
export function presentInvitationAnswer(accepted: { type: string; id: number } | null) {
  return { joined: accepted };
}
