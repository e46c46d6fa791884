import {
  ChevronDown,
  CircleUser,
  ClipboardList,
  Flag,
  LogOut,
  Menu,
  Search,
  Settings,
  User,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useCallback, useState } from "react";
import { Link, useLocation } from "react-router";
import { useSearchShortcut } from "../../hooks/use-search-shortcut";
import { useSignOut } from "../../hooks/use-sign-out";
import { cn } from "../../lib/cn";
import { onDemand, useOnDemand } from "../../lib/on-demand";
import { isProfileComplete, useMeQuery } from "../../queries/me";
import { Logo } from "../logo";
import { NotificationBell } from "../notifications/notification-bell";
import { SkipLink } from "../skip-link";
import { Button } from "../ui/button";
import { MENU_CONTENT_CLASS, MENU_ITEM_CLASS } from "../ui/menu";
import { isActivePath, NAV_ITEMS, searchShortcutHint } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";

// The members' search (cmdk, Radix Dialog, its query) loads the first time it is wanted.
const memberSearch = onDemand(() => import("../search/member-search-dialog"));

/** Home, Members, Communities, Events, with the current one marked (spec §2). */
function MainNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      {NAV_ITEMS.map((item) => {
        const active = isActivePath(pathname, item.to);
        return (
          <Link
            key={item.to}
            to={item.to}
            aria-current={active ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-2 text-sm font-medium hover:bg-muted",
              active ? "bg-muted text-primary" : "text-foreground",
            )}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** Under 768 px the navigation moves into a menu button (Radix: arrows, Enter, Escape). */
function MobileNav({ pathname }: { pathname: string }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation menu">
          <Menu aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={MENU_CONTENT_CLASS} aria-label="Main">
          {NAV_ITEMS.map((item) => {
            const active = isActivePath(pathname, item.to);
            return (
              <DropdownMenu.Item
                key={item.to}
                asChild
                className={cn(MENU_ITEM_CLASS, active && "font-semibold text-primary")}
              >
                <Link to={item.to} aria-current={active ? "page" : undefined}>
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The signed-in header (spec §2 "App shell and header"): navigation, the members' search (its
 * button and Cmd/Ctrl+K), the notification bell, theme, and the "My Account" menu.
 */
export function AppHeader() {
  const me = useMeQuery();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const profile = me.data?.profile;
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(" ") || me.data?.user.email;
  const [searchModule, loadSearch] = useOnDemand(memberSearch);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(
    (open: boolean) => {
      if (open) loadSearch();
      setSearchOpen(open);
    },
    [loadSearch],
  );
  const toggleSearch = useCallback(() => {
    loadSearch();
    setSearchOpen((open) => !open);
  }, [loadSearch]);
  useSearchShortcut(toggleSearch);
  const hint = searchShortcutHint(
    typeof navigator === "undefined" ? "" : navigator.platform || navigator.userAgent,
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 md:gap-4">
        <Logo to="/dashboard" compact />
        <MainNav pathname={pathname} />
        <div className="ml-auto flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="lg:w-auto lg:px-3"
            aria-label={`Search ${hint}`}
            aria-keyshortcuts="Meta+K Control+K"
            onPointerEnter={loadSearch}
            onFocus={loadSearch}
            onClick={() => openSearch(true)}
          >
            <Search aria-hidden="true" />
            <span className="hidden text-muted-foreground lg:inline">Search</span>{" "}
            <kbd className="hidden rounded border bg-muted px-1.5 font-sans text-xs text-muted-foreground lg:inline">
              {hint}
            </kbd>
          </Button>
          <NotificationBell />
          <ThemeToggle />
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="lg:w-auto lg:max-w-56 lg:px-3"
                aria-label={`${name}, My Account`}
              >
                <CircleUser aria-hidden="true" className="lg:hidden" />
                <span className="hidden truncate lg:inline">{name}</span>
                <ChevronDown aria-hidden="true" className="hidden lg:block" />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="end" sideOffset={6} className={MENU_CONTENT_CLASS}>
                <DropdownMenu.Label className="px-2 py-1.5 text-sm font-semibold">
                  My Account
                </DropdownMenu.Label>
                <DropdownMenu.Separator className="my-1 h-px bg-border" />
                <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
                  <Link to="/profile">
                    <User aria-hidden="true" className="size-4" />
                    Profile
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
                  <Link to="/profile/settings">
                    <Settings aria-hidden="true" className="size-4" />
                    Profile Settings
                  </Link>
                </DropdownMenu.Item>
                {me.data?.isPlatformAdmin && (
                  <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
                    <Link to="/reports">
                      <Flag aria-hidden="true" className="size-4" />
                      Reports
                    </Link>
                  </DropdownMenu.Item>
                )}
                {me.data?.isPlatformAdmin && (
                  <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
                    <Link to="/admin/beta-management">
                      <ClipboardList aria-hidden="true" className="size-4" />
                      Beta management
                    </Link>
                  </DropdownMenu.Item>
                )}
                <DropdownMenu.Item onSelect={() => void signOut()} className={MENU_ITEM_CLASS}>
                  <LogOut aria-hidden="true" className="size-4" />
                  Sign out
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          <MobileNav pathname={pathname} />
        </div>
      </div>
      {me.data && !isProfileComplete(me.data) && (
        <p role="alert" className="bg-destructive/10 px-4 py-2 text-center text-sm text-destructive">
          Error: User profile is missing first name or last name. Please contact support.
        </p>
      )}
      {searchModule && <searchModule.MemberSearchDialog open={searchOpen} onOpenChange={openSearch} />}
    </header>
  );
}
