import type { NotificationType } from "../../shared/enums";
import {
  CATEGORY_OF_TYPE,
  CHANNEL_SWITCHES,
  NOTIFICATION_CATEGORIES,
  type NotificationChannel,
  type NotificationSwitch,
} from "../../shared/notification-preferences";

/** The switches of a member's preferences row (or its presented form): all that wantsDelivery reads. */
export type NotificationSwitches = Record<NotificationSwitch, boolean>;

/**
 * Does the member want a notification of this type by e-mail or push? Both the channel's master
 * switch (email_enabled, push_enabled) and the switch of the type's category must be on. In-app
 * notifications are not asked about: they always arrive (decisions.md "Notifications").
 */
export function wantsDelivery(
  prefs: NotificationSwitches,
  type: NotificationType,
  channel: NotificationChannel,
): boolean {
  const category = NOTIFICATION_CATEGORIES.find((entry) => entry.key === CATEGORY_OF_TYPE[type]);
  // A type nobody mapped yet goes nowhere outside the app rather than past the member's switches.
  if (!category) return false;
  return prefs[CHANNEL_SWITCHES[channel]] && prefs[category[channel]];
}
