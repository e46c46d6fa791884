import { useEffect } from "react";
import { useNavigate } from "react-router";
import { hasShellMarker } from "../lib/native-shell";

/**
 * Inside the native shell, links that open the app and taps on a push open their page (for
 * visitors too: a members' page then asks them to sign in first). Elsewhere it does nothing and
 * loads nothing.
 */
export function NativeShellLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!hasShellMarker(navigator.userAgent)) return;
    void import("../lib/native-bridge")
      .then((bridge) => bridge.startNativeLinks((path) => navigate(path)))
      .catch(() => undefined);
  }, [navigate]);
  return null;
}
