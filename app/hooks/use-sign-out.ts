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
    // Members' pages leave first, while the session still holds (their guard sends them to /auth
    // once nobody is signed in): a part of them that mounts meanwhile (a lazy card revealed late)
    // asks the server and is answered, rather than refused once the session has ended.
    queryClient.setQueryData(meKeys.all, null);
    if (location.pathname !== to) navigate(to, { replace: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      await signOut();
    } catch (error) {
      // Still signed in: the member query asks again, and the guard brings the member back.
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
      throw error;
    }
    queryClient.clear();
    rememberSignedIn(false);
    clearBrandStorage();
    sessionStorage.clear();
  }, [signOut, queryClient, navigate, location.pathname, to]);
}
