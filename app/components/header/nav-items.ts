/** The signed-in top navigation (spec §2: Home, Members, Communities, Events). */
export const NAV_ITEMS = [
  { label: "Home", to: "/dashboard" },
  { label: "Members", to: "/members" },
  { label: "Communities", to: "/communities" },
  { label: "Events", to: "/events" },
] as const;

/** Spec §2: an item is active when the path equals its route or starts with the route plus a slash. */
export function isActivePath(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

/** "⌘K" on Apple devices, "Ctrl K" elsewhere: the search shortcut as the keyboard shows it. */
export function searchShortcutHint(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? "⌘K" : "Ctrl K";
}
