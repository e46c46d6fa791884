import type { NotificationType } from "../../shared/enums";

/**
 * What each notification says, by its type, with the acting member's full name ("Ana Diaz").
 * The event handlers that record notifications and the demo data both write these texts.
 */
export const NOTIFICATION_TEXTS = {
  like: (actor: string) => `${actor} liked your post`,
  comment: (actor: string) => `${actor} commented on your post`,
  mention: (actor: string) => `${actor} mentioned you in a post`,
  connection_request: (actor: string) => `${actor} wants to connect with you`,
  connection_accepted: (actor: string) => `${actor} accepted your connection request`,
} satisfies Partial<Record<NotificationType, (actor: string) => string>>;
