import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { looksLikeNativeShell } from "../lib/native-shell";
import { rememberSignedIn } from "../lib/signed-in-hint";
import { ProfileGate } from "./auth/profile-gate";
import { Footer } from "./footer";
import { FullPageSpinner } from "./full-page-spinner";
import { AppHeader } from "./header/app-header";
import { OfflineBanner } from "./offline-banner";

// The native shell's tab bar and push registration load only in the shell (or its preview).
const NativeShellParts = lazy(() =>
  import("./native-shell-parts").then((m) => ({ default: m.NativeShellParts })),
);

/** The frame of every signed-in page (inside RequireAuth); the header stays while a page's code loads. */
export function AppLayout() {
  // Only a signed-in member gets here (inside RequireAuth).
  rememberSignedIn(true);
  return (
    <ProfileGate>
      <div className="flex min-h-screen flex-col">
        <AppHeader />
        <OfflineBanner />
        <main id="main" className="flex-1">
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        {looksLikeNativeShell() && (
          <Suspense fallback={null}>
            <NativeShellParts />
          </Suspense>
        )}
      </div>
    </ProfileGate>
  );
}
