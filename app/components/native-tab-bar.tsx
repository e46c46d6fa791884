import { CalendarDays, CircleUser, House, type LucideIcon, Users, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { isAtOrBelow, TAB_BAR_TABS } from "../../shared/native-tab-bar";
import { cn } from "../lib/cn";

const ICONS: Record<(typeof TAB_BAR_TABS)[number]["to"], LucideIcon> = {
  "/dashboard": House,
  "/members": Users,
  "/communities": UsersRound,
  "/events": CalendarDays,
  "/profile": CircleUser,
};

/** The bar's height above the safe area: a 44 px touch target and its label's room. */
const BAR_HEIGHT = "3.5rem";

/**
 * The native shell's bottom tab bar (spec §2): Home, Members, Communities, Events, Profile, the
 * current one marked as the top navigation marks it. Fixed above the home indicator
 * (env(safe-area-inset-bottom)); a spacer of the same height ends the page so that nothing,
 * footer included, stays under it. Where it shows is showsTabBar's decision (its caller's).
 */
export function NativeTabBar({ pathname }: { pathname: string }) {
  // The bar's top border is 1 px more than its list.
  const height = `calc(${BAR_HEIGHT} + 1px + env(safe-area-inset-bottom, 0px))`;
  return (
    <>
      <div aria-hidden="true" data-testid="tab-bar-spacer" style={{ height }} />
      <nav
        aria-label="Tabs"
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 backdrop-blur"
        style={{ paddingBottom: "env(safe-area-inset-bottom, 0px)" }}
      >
        <ul className="mx-auto flex max-w-lg" style={{ height: BAR_HEIGHT }}>
          {TAB_BAR_TABS.map((tab) => {
            const active = isAtOrBelow(pathname, tab.to);
            const Icon = ICONS[tab.to];
            return (
              <li key={tab.to} className="flex flex-1">
                <Link
                  to={tab.to}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                    active ? "text-primary" : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" strokeWidth={active ? 2.5 : 2} />
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
