import { Menu, Search, X } from "lucide-react";
import { useCallback, useState } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "../logo";
import { SiteSearchDialog, useSearchShortcut } from "../search/site-search-dialog";
import { SkipLink } from "../skip-link";
import { Button } from "../ui/button";
import { MegaMenu } from "./mega-menu";
import { MobileMenu } from "./mobile-menu";
import { ThemeToggle } from "./theme-toggle";

const MOBILE_MENU_ID = "mobile-menu";

/** The signed-out header: logo, the three mega-menus, search, theme, Sign In and Sign Up. */
export function PublicHeader() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const location = useLocation();
  const toggleSearch = useCallback(() => setSearchOpen((open) => !open), []);
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
        <MegaMenu />
        <div className="ml-auto flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label="Search" onClick={() => setSearchOpen(true)}>
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
        <MobileMenu
          id={MOBILE_MENU_ID}
          onNavigate={() => setMobileOpen(false)}
          onSearch={() => {
            setMobileOpen(false);
            setSearchOpen(true);
          }}
        />
      )}
      <SiteSearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
    </header>
  );
}
