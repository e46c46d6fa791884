import { useEffect } from "react";
import { useLocation } from "react-router";
import { showsTabBar } from "../../shared/native-tab-bar";
import { hasShellMarker, nativePlatform } from "../lib/native-shell";
import { useMeQuery } from "../queries/me";
import { NativeTabBar } from "./native-tab-bar";

/**
 * Registers the device for push 3 s after sign-in (spec §4), inside the real shell only: the
 * /test/mobile preview and browsers never load the native bridge.
 */
function useNativePush(memberId: string | undefined) {
  useEffect(() => {
    if (!memberId || !hasShellMarker(navigator.userAgent)) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void Promise.all([nativePlatform(), import("../lib/native-bridge")])
      .then(([platform, bridge]) => {
        if (platform && !cancelled) stop = bridge.startNativePush(platform, memberId);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [memberId]);
}

/**
 * What the members' frame adds in the native shell (and its /test/mobile preview): the bottom tab
 * bar where spec §2 shows it, and push registration. Loaded on demand (components/app-layout.tsx),
 * so a browser's members' pages carry none of it. Only signed-in members reach this frame.
 */
export function NativeShellParts() {
  const { pathname } = useLocation();
  const me = useMeQuery();
  useNativePush(me.data?.user.id);
  return showsTabBar(pathname, true) ? <NativeTabBar pathname={pathname} /> : null;
}
