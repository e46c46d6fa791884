import type { NativePushPlatform } from "../../shared/enums";
import type { Config } from "../env";
import { type ApnsSender, type ApnsSenderOptions, createApnsSender } from "./apns-sender";
import { createFcmSender } from "./fcm-sender";
import type { PushSender } from "./push-sender";

/** The APNs credentials when all four APNS_* keys are set; parseConfig refuses a partial set. */
function apnsCredentials(config: Config): ApnsSenderOptions | null {
  const { APNS_KEY_ID, APNS_TEAM_ID, APNS_BUNDLE_ID, APNS_PRIVATE_KEY } = config;
  if (!APNS_KEY_ID || !APNS_TEAM_ID || !APNS_BUNDLE_ID || !APNS_PRIVATE_KEY) return null;
  return {
    keyId: APNS_KEY_ID,
    teamId: APNS_TEAM_ID,
    bundleId: APNS_BUNDLE_ID,
    privateKey: APNS_PRIVATE_KEY,
    environment: config.APNS_ENVIRONMENT,
  };
}

/**
 * The native platforms this install can push to: `ios` with the APNS_* keys, `android` with
 * FCM_SERVICE_ACCOUNT. The registration route refuses a token of any other (nothing would reach it).
 */
export function nativePushPlatforms(config: Config): NativePushPlatform[] {
  const platforms: NativePushPlatform[] = [];
  if (apnsCredentials(config)) platforms.push("ios");
  if (config.FCM_SERVICE_ACCOUNT) platforms.push("android");
  return platforms;
}

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
  const apns = apnsCredentials(config);
  if (apns) senders.ios = createApnsSender(apns);
  if (config.FCM_SERVICE_ACCOUNT) {
    senders.android = createFcmSender({ serviceAccount: config.FCM_SERVICE_ACCOUNT });
  }
  return senders;
}
