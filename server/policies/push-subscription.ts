import { type Actor, isSelf } from "./actor";

export const PUSH_SUBSCRIPTION_ACTIONS = ["create", "delete"] as const;
export type PushSubscriptionAction = (typeof PUSH_SUBSCRIPTION_ACTIONS)[number];

/** A member's push subscriptions (user_push_tokens), named by the member's user id. */
export interface PushSubscriptionAccess {
  kind: "pushSubscription";
  userId: string;
}

/**
 * Spec §6: push tokens are scoped to the current member. A member registers and removes their
 * own devices; nobody else does, platform admins included.
 */
export function canOnPushSubscription(
  actor: Actor,
  _action: PushSubscriptionAction,
  subscription: PushSubscriptionAccess,
): boolean {
  return isSelf(actor, subscription.userId);
}
