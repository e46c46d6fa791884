import { Outlet } from "react-router";
import { Footer } from "./footer";
import { PublicHeader } from "./header/public-header";

/** The frame of every signed-out page: header, the page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
