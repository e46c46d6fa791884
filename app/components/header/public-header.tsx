import { Menu, Search, X } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { Link, useLocation } from "react-router";
import { useSearchShortcut } from "../../hooks/use-search-shortcut";
import { Logo } from "../logo";
import { SkipLink } from "../skip-link";
import { Button } from "../ui/button";
import { MainMenu } from "./main-menu";
import { ThemeToggle } from "./theme-toggle";

// Neither is part of the first paint: their code (cmdk, Radix, the pages' copy) loads when opened.
const SiteSearchDialog = lazy(() =>
  import("../search/site-search-dialog").then((m) => ({ default: m.SiteSearchDialog })),
);
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

const MOBILE_MENU_ID = "mobile-menu";

/** The signed-out header: logo, the three mega-menus, search, theme, Sign In and Sign Up. */
export function PublicHeader() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // Once opened, the dialog stays mounted, so closing it hands focus back as Radix does.
  const [searchUsed, setSearchUsed] = useState(false);
  const location = useLocation();
  const openSearch = useCallback((open: boolean) => {
    if (open) setSearchUsed(true);
    setSearchOpen(open);
  }, []);
  const toggleSearch = useCallback(() => {
    setSearchUsed(true);
    setSearchOpen((open) => !open);
  }, []);
  useSearchShortcut(toggleSearch);

  // Close the mobile menu whenever the route changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMobileOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <MainMenu />
        <div className="ml-auto flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label="Search" onClick={() => openSearch(true)}>
            <Search aria-hidden="true" />
          </Button>
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            <Button variant="ghost" asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
            <Button asChild>
              <Link to="/register">Sign Up</Link>
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={mobileOpen ? "Close menu" : "Open menu"}
            aria-expanded={mobileOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            onNavigate={() => setMobileOpen(false)}
            onSearch={() => {
              setMobileOpen(false);
              openSearch(true);
            }}
          />
        </Suspense>
      )}
      {searchUsed && (
        <Suspense fallback={null}>
          <SiteSearchDialog open={searchOpen} onOpenChange={openSearch} />
        </Suspense>
      )}
    </header>
  );
}
