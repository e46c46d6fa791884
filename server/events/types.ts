import type { AgreementMethod, OrganizationType } from "../../shared/enums";

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
 * (events/registry.ts).
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
  | EventShape<"post.created", "post", { authorId: string; linkUrl: string | null }>
  | EventShape<"post.updated", "post", { authorId: string; linkUrl: string | null }>
  | EventShape<"post.liked", "post", { postAuthorId: string }>
  | EventShape<"comment.created", "comment", { postId: string; postAuthorId: string }>
  | EventShape<"member.mentioned", "post", { mentionedUserId: string; commentId: string | null }>;

export type DomainEventType = DomainEvent["type"];

/** An event as it was stored, with its id and time. */
export type StoredEvent<T extends DomainEventType = DomainEventType> = Extract<DomainEvent, { type: T }> & {
  id: number;
  createdAt: Date;
};
