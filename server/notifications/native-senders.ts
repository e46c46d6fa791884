import type { Config } from "../env";
import { type ApnsSender, createApnsSender } from "./apns-sender";
import { createFcmSender } from "./fcm-sender";
import type { PushSender } from "./push-sender";

/**
 * The native shell's senders this install is configured for (decisions.md "Push notifications
 * (issue 10)"): APNs for `ios` tokens when the four APNS_* keys are set, FCM for `android`
 * tokens when FCM_SERVICE_ACCOUNT is. parseConfig has already refused a half-set platform.
 */
export function createNativePushSenders(config: Config): {
  ios?: ApnsSender;
  android?: PushSender;
} {
  const senders: { ios?: ApnsSender; android?: PushSender } = {};
  if (config.APNS_KEY_ID && config.APNS_TEAM_ID && config.APNS_BUNDLE_ID && config.APNS_PRIVATE_KEY) {
    senders.ios = createApnsSender({
      keyId: config.APNS_KEY_ID,
      teamId: config.APNS_TEAM_ID,
      bundleId: config.APNS_BUNDLE_ID,
      privateKey: config.APNS_PRIVATE_KEY,
      environment: config.APNS_ENVIRONMENT,
    });
  }
  if (config.FCM_SERVICE_ACCOUNT) {
    senders.android = createFcmSender({ serviceAccount: config.FCM_SERVICE_ACCOUNT });
  }
  return senders;
}
