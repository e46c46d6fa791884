import type {
  AgreementMethod,
  AttendanceAction,
  CheckInMethod,
  EntityType,
  MembershipRole,
  OrganizationType,
  RegistrationType,
} from "../../shared/enums";
import type { Executor } from "../db/client";
import type { Config } from "../env";
import type { Logger } from "../logger";

interface EventShape<Type extends string, SubjectType extends string, Payload> {
  type: Type;
  /** Who caused it; null for the system (or a visitor). */
  actorId: string | null;
  subject: { type: SubjectType; id: string };
  payload: Payload;
}

/**
 * Everything that happens and may have side effects, by name. Commands record one of these in
 * the same transaction as the change it describes (STYLE §6); handlers subscribe by name
 * (the list in server/background.ts).
 */
export type DomainEvent =
  | EventShape<"profile.created", "profile", { userId: string }>
  | EventShape<"profile.updated", "profile", { userId: string; fields: string[] }>
  | EventShape<
      "agreement.recorded",
      "user",
      { method: AgreementMethod; termsVersion: string; privacyVersion: string }
    >
  | EventShape<"bluesky.connected", "profile", { userId: string; did: string }>
  | EventShape<"bluesky.disconnected", "profile", { userId: string }>
  | EventShape<"beta_signup.created", "beta_signup", { organizationType: OrganizationType }>
  // A platform admin's decision on a sign-up (issue 31); approving, and sending again, invite it.
  | { [T in BetaReviewEventType]: EventShape<T, "beta_signup", Record<string, never>> }[BetaReviewEventType]
  | EventShape<"post.created", "post", { authorId: string; linkUrl: string | null }>
  | EventShape<"post.updated", "post", { authorId: string; linkUrl: string | null }>
  | EventShape<"post.liked", "post", { postAuthorId: string }>
  | EventShape<"comment.created", "comment", { postId: string; postAuthorId: string }>
  | EventShape<"member.mentioned", "post", { mentionedUserId: string; commentId: string | null }>
  | EventShape<"connection.requested", "connection", { requesterId: string; addresseeId: string }>
  | EventShape<"connection.accepted", "connection", { requesterId: string; addresseeId: string }>
  | EventShape<"connection.declined", "connection", { requesterId: string; addresseeId: string }>
  | EventShape<"connection.removed", "connection", { requesterId: string; addresseeId: string }>
  | EventShape<"community.created", EntityType, { parentId: number | null }>
  | EventShape<"community.updated", EntityType, { fields: string[] }>
  | EventShape<"entity_file.added" | "entity_file.deleted", EntityType, EntityFilePayload>
  | { [T in MembershipEventType]: EventShape<T, EntityType, MembershipPayload> }[MembershipEventType]
  | EventShape<
      "membership.role_changed",
      EntityType,
      MembershipPayload & { fromRole: MembershipRole; toRole: MembershipRole }
    >
  | { [T in PartnerEventType]: EventShape<T, "partnership", PartnerPayload> }[PartnerEventType]
  | EventShape<"invitation.created", "invitation", { entity: EntityKey; email: string }>
  | EventShape<"invitation.answered", "invitation", { entity: EntityKey; accepted: boolean }>
  | EventShape<
      "content.removed",
      "post" | "comment",
      { entity: EntityKey | null; authorId: string; postId: string | null; reason: string }
    >
  | EventShape<"content.reported", "report", { entity: EntityKey | null }>
  | EventShape<"email.confirmed", "user", { email: string }>
  | EventShape<"event.created", "event", { fields: string[] }>
  | EventShape<"event.updated", "event", { fields: string[] }>
  | EventShape<"event.cancelled" | "event.restored", "event", Record<string, never>>
  | EventShape<"event.registered", "event", RegistrationPayload>
  | EventShape<"event.registration_cancelled", "event", RegistrationPayload>
  | { [T in ShiftEventType]: EventShape<T, "event", ShiftPayload> }[ShiftEventType]
  | { [T in SubgroupEventType]: EventShape<T, "event", SubgroupPayload> }[SubgroupEventType]
  | EventShape<"attendance.changed", "event", AttendancePayload>
  | EventShape<"hours.decided", "hour_log", HoursDecidedPayload>
  | EventShape<"hours.changed", "hour_log", HoursChangedPayload>
  | EventShape<"award.given", "award", AwardPayload>
  | EventShape<"award.revoked", "award", AwardPayload & { reason: string }>;

/**
 * One member's award from a group, partnership or event (issue 30; the subject is the award's
 * row): given (the member is told once per row), or revoked (nobody is told).
 */
export type AwardPayload = { recipientId: string; entity: EntityKey; grantId: string; title: string };

/**
 * A member's hour log changed other than by a decision or at the roster (issue 30): edited by its
 * owner (back to pending), its minutes corrected by a host, or withdrawn. Points and milestone
 * badges follow every change of a log's status or minutes (events/handlers/recognition.ts).
 */
export type HoursChangedPayload = {
  userId: string;
  logId: string;
  change: "edited" | "corrected" | "withdrawn";
};

/**
 * Hours of one member verified or declined in one decision (the subject is its first log): by a
 * verifier of `entity`, or by an outside supervisor through their link (`entity` null).
 */
export type HoursDecidedPayload = {
  userId: string;
  decision: "verified" | "declined";
  logIds: string[];
  minutes: number;
  entity: EntityKey | null;
  note: string | null;
};

/**
 * A volunteer's attendance on a shift changed (the subject is the event): checked in or out, a
 * no-show marked, one of these undone, or an open check-in closed at the shift's end (`action`
 * "close", actor null); `logId` names the hour log a check-out recorded or changed.
 */
export type AttendancePayload = {
  userId: string;
  shiftId: string;
  action: AttendanceAction | "close";
  method: CheckInMethod | null;
  logId: string | null;
  /**
   * For an action made offline (issue 31): the device's id for it (a repeat of it is ignored)
   * and when it happened; null otherwise.
   */
  actionId: string | null;
  recordedAt: string | null;
};

export type RegistrationPayload = { userId: string; registrationType: RegistrationType; shiftIds: string[] };
export type ShiftPayload = { userId: string | null; shiftId: string | null };

/**
 * Shifts and waitlists of an event (the subject is the event): a shift created, changed or
 * deleted; a volunteer assigned, released or queued; a waiting member promoted to a freed place
 * (`shiftId` null: a registration place).
 */
export type ShiftEventType =
  | "shift.created"
  | "shift.updated"
  | "shift.deleted"
  | "shift.assigned"
  | "shift.released"
  | "shift.waitlisted"
  | "event.waitlisted"
  | "waitlist.promoted";

/**
 * An event's subgroups (the subject is the event): one created, changed or deleted; a member
 * joined, left (or left with a cancelled registration) or was removed (`userId` null: no member).
 */
export type SubgroupEventType =
  | "subgroup.created"
  | "subgroup.updated"
  | "subgroup.deleted"
  | "subgroup.joined"
  | "subgroup.left"
  | "subgroup.member_removed";
export type SubgroupPayload = { subgroupId: number; userId: string | null };

/** A document added to or deleted from an entity's storage (the subject is the entity). */
export type EntityFilePayload = { fileId: string; fileName: string; sizeBytes: number };

/** A group, partnership or event named in an event's payload. */
export type EntityKey = {
  type: EntityType;
  id: number;
};

/** Events about one member's membership of an entity (the subject is the entity, by id). */
export type MembershipEventType =
  | "membership.joined"
  | "membership.requested"
  | "membership.request_cancelled"
  | "membership.approved"
  | "membership.declined"
  | "membership.left"
  | "membership.removed"
  | "membership.ownership_transferred";

export type MembershipPayload = {
  userId: string;
};

/**
 * A group's standing as a partner organisation of a partnership (the subject is the partnership):
 * asked, let in straight away (its asker runs both), approved, declined, ended (by either side,
 * or a request taken back: `wasActive` tells which).
 */
export type PartnerEventType =
  | "partner.requested"
  | "partner.joined"
  | "partner.approved"
  | "partner.declined"
  | "partner.ended";

/** A platform admin's decision on a beta sign-up (the subject), or its invitation sent again. */
export type BetaReviewEventType =
  | "beta_signup.approved"
  | "beta_signup.invitation_resent"
  | "beta_signup.declined";

export type PartnerPayload = { groupId: number; wasActive?: boolean };

export type DomainEventType = DomainEvent["type"];

/** An event as it was stored, with its id and time. */
export type StoredEvent<T extends DomainEventType = DomainEventType> = Extract<DomainEvent, { type: T }> & {
  id: number;
  createdAt: Date;
};

/** What a handler may use besides the job's transaction. */
export interface EventHandlerDeps {
  config: Config;
  logger: Logger;
}

/**
 * A reaction to events. `run` gets the job's transaction: whatever it writes (a notification row,
 * a queued mail) commits together with the job's completion, so it happens exactly once per
 * event even when several servers work the queue or one of them dies mid-job.
 */
export interface EventHandler<T extends DomainEventType = DomainEventType> {
  /** Stable name: the dispatcher keys each event's job by it. */
  name: string;
  events: readonly T[];
  run(event: StoredEvent<T>, tx: Executor): Promise<void>;
}
