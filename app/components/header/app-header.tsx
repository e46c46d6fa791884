import { ChevronDown, LogOut, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, NavLink } from "react-router";
import { useSignOut } from "../../hooks/use-sign-out";
import { cn } from "../../lib/cn";
import { isProfileComplete, useMeQuery } from "../../queries/me";
import { Logo } from "../logo";
import { SkipLink } from "../skip-link";
import { Button } from "../ui/button";
import { ThemeToggle } from "./theme-toggle";

const MENU_ITEM_CLASS =
  "flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted";

/** The signed-in header: navigation, theme and the "My Account" menu. */
export function AppHeader() {
  const me = useMeQuery();
  const signOut = useSignOut();
  const profile = me.data?.profile;
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(" ") || me.data?.user.email;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo to="/dashboard" />
        <nav aria-label="Main" className="hidden md:block">
          <NavLink
            to="/dashboard"
            className={({ isActive }) =>
              cn(
                "rounded-md px-3 py-2 text-sm font-medium hover:bg-muted",
                isActive && "bg-muted text-primary",
              )
            }
          >
            Home
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button variant="ghost" className="max-w-56" aria-label={`${name}, My Account`}>
                <span className="truncate">{name}</span>
                <ChevronDown aria-hidden="true" />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                className="z-50 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
              >
                <DropdownMenu.Label className="px-2 py-1.5 text-sm font-semibold">
                  My Account
                </DropdownMenu.Label>
                <DropdownMenu.Separator className="my-1 h-px bg-border" />
                <DropdownMenu.Item asChild className={MENU_ITEM_CLASS}>
                  <Link to="/profile/settings">
                    <Settings aria-hidden="true" className="size-4" />
                    Profile Settings
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item onSelect={() => void signOut()} className={MENU_ITEM_CLASS}>
                  <LogOut aria-hidden="true" className="size-4" />
                  Sign out
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </div>
      {me.data && !isProfileComplete(me.data) && (
        <p role="alert" className="bg-destructive/10 px-4 py-2 text-center text-sm text-destructive">
          Error: User profile is missing first name or last name. Please contact support.
        </p>
      )}
    </header>
  );
}
