import type { NativePushPlatform } from "../../shared/enums";
import { TAB_BAR_SAMPLE_PATHS, tabBarRule } from "../../shared/native-tab-bar";

export interface MobileDiagnostics {
  /** The native platforms this install has a push sender for (APNS_*, FCM_SERVICE_ACCOUNT). */
  pushPlatforms: NativePushPlatform[];
  /** A development install (NODE_ENV=development), where the diagnostic pages are open to all. */
  development: boolean;
}

/**
 * What /test/mobile shows: where this install can push, and the tab bar's rule (spec §2) for each
 * sample path, worked out by the same function the bar uses.
 */
export function presentMobileDiagnostics(diagnostics: MobileDiagnostics) {
  return {
    pushPlatforms: diagnostics.pushPlatforms,
    development: diagnostics.development,
    tabBar: TAB_BAR_SAMPLE_PATHS.map(tabBarRule),
  };
}
