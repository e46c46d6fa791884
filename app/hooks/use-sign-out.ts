import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { BRAND_SLUG } from "../../shared/brand";
import { hasShellMarker } from "../lib/native-shell";
import { rememberSignedIn } from "../lib/signed-in-hint";
import { meKeys } from "../queries/me";
import { useSignOutMutation } from "../queries/sign-out";

/** Removes every browser key with the brand prefix; the theme (`ui-theme`) stays (spec §4). */
export function clearBrandStorage(storage: Storage = localStorage) {
  const prefix = `${BRAND_SLUG}-`;
  for (const key of Object.keys(storage)) if (key.startsWith(prefix)) storage.removeItem(key);
}

/**
 * Spec §4 "Session": sign out, clear the cache and the brand's keys, go to /auth (or `to`: a
 * kiosk opened on this device goes to /kiosk).
 */
export function useSignOut(to = "/auth") {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutateAsync: signOut } = useSignOutMutation();
  return useCallback(async () => {
    // In the native shell, this device stops getting the member's pushes (docs/mobile.md).
    if (hasShellMarker(navigator.userAgent)) {
      await import("../lib/native-bridge").then((m) => m.forgetNativeDevice()).catch(() => undefined);
    }
    await signOut();
    // Members' pages leave first (their guard sends them to /auth once nobody is signed in), so
    // that none of their queries asks the server again, and is refused, while the cache empties.
    queryClient.setQueryData(meKeys.all, null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    queryClient.clear();
    rememberSignedIn(false);
    clearBrandStorage();
    sessionStorage.clear();
    if (location.pathname !== to) navigate(to, { replace: true });
  }, [signOut, queryClient, navigate, location.pathname, to]);
}
