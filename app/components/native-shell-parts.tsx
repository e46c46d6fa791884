import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
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
 * Links that open the app and taps on a push open their page, inside the real shell only. Mounted
 * with the members' frame, so a visitor's pages carry none of it: every page such a link or push
 * names is a members' page, and a link that launched the app is read once signed in.
 */
function useNativeLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!hasShellMarker(navigator.userAgent)) return;
    void import("../lib/native-bridge")
      .then((bridge) => bridge.startNativeLinks((path) => navigate(path)))
      .catch(() => undefined);
  }, [navigate]);
}

/**
 * What the members' frame adds in the native shell (and its /test/mobile preview): the bottom tab
 * bar where spec §2 shows it, links and taps on a push, and push registration. Loaded on demand (components/app-layout.tsx),
 * so a browser's members' pages carry none of it. Only signed-in members reach this frame.
 */
export function NativeShellParts() {
  const { pathname } = useLocation();
  const me = useMeQuery();
  useNativeLinks();
  useNativePush(me.data?.user.id);
  return showsTabBar(pathname, true) ? <NativeTabBar pathname={pathname} /> : null;
}
