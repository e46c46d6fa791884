import { Suspense } from "react";
import { Outlet } from "react-router";
import { Footer } from "./footer";
import { FullPageSpinner } from "./full-page-spinner";
import { PublicHeader } from "./header/public-header";

/** The frame of every signed-out page: header, the page, footer; the page's code loads on its own. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
