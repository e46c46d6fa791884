import { Outlet } from "react-router";
import { ProfileGate } from "./auth/profile-gate";
import { Footer } from "./footer";
import { AppHeader } from "./header/app-header";

/** The frame of every signed-in page (inside RequireAuth). */
export function AppLayout() {
  return (
    <ProfileGate>
      <div className="flex min-h-screen flex-col">
        <AppHeader />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
      </div>
    </ProfileGate>
  );
}
