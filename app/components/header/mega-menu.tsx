import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  MARKETING_SECTIONS,
  type MarketingEntry,
  type MarketingSection,
  marketingPath,
  pagesBySection,
  sectionIndexes,
} from "../../content/marketing";
import { cn } from "../../lib/cn";
import { ComingSoonBadge } from "../marketing/coming-soon-badge";
import { MarketingIcon } from "../marketing/marketing-icon";
import { MEGA_MENU_TRIGGER_CLASS } from "./mega-menu-trigger";

/** Spec §2: two columns for four items or fewer, otherwise three. */
export function megaMenuColumns(itemCount: number): 2 | 3 {
  return itemCount <= 4 ? 2 : 3;
}

function MegaMenuItem({ page }: { page: MarketingEntry }) {
  return (
    <li>
      <NavigationMenu.Link asChild>
        <Link
          to={marketingPath(page)}
          className="flex gap-3 rounded-md p-3 hover:bg-muted focus-visible:bg-muted"
        >
          <MarketingIcon name={page.icon} size="sm" />
          <span className="grid gap-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold">
              {page.menuTitle}
              {page.coming && <ComingSoonBadge />}
            </span>
            <span className="text-xs leading-snug text-muted-foreground">{page.menuDescription}</span>
          </span>
        </Link>
      </NavigationMenu.Link>
    </li>
  );
}

/**
 * The Benefits, Features and Communities dropdowns, loaded on demand by MainMenu. It replaces the
 * stand-in triggers, so it takes over their focus and opens the menu pressed meanwhile.
 */
export function MegaMenu({
  defaultOpen,
  autoFocus,
}: {
  defaultOpen: MarketingSection | null;
  autoFocus: MarketingSection | null;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const section = defaultOpen ?? autoFocus;
    if (section) list.current?.querySelector<HTMLElement>(`[data-section="${section}"]`)?.focus();
  }, [defaultOpen, autoFocus]);
  return (
    <NavigationMenu.Root
      className="relative hidden md:flex"
      aria-label="Main"
      defaultValue={defaultOpen ?? undefined}
    >
      <NavigationMenu.List ref={list} className="flex items-center gap-1">
        {MARKETING_SECTIONS.map((section) => {
          const pages = pagesBySection[section];
          const columns = megaMenuColumns(pages.length);
          const index = sectionIndexes[section];
          return (
            <NavigationMenu.Item key={section} value={section}>
              <NavigationMenu.Trigger data-section={section} className={MEGA_MENU_TRIGGER_CLASS}>
                {index.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                className="absolute left-0 top-0 w-max"
                data-testid={`mega-menu-${section}`}
              >
                <div className="min-w-[600px] max-w-[56rem] p-4">
                  <ul
                    className={cn("grid gap-1", columns === 2 ? "grid-cols-2" : "grid-cols-3")}
                    data-columns={columns}
                  >
                    {pages.map((page) => (
                      <MegaMenuItem key={page.slug} page={page} />
                    ))}
                  </ul>
                  <NavigationMenu.Link asChild>
                    <Link
                      to={`/${section}`}
                      className="mt-3 inline-block rounded-md px-3 py-2 text-sm font-medium text-primary hover:underline"
                    >
                      All {index.label.toLowerCase()} →
                    </Link>
                  </NavigationMenu.Link>
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
      <div className="absolute left-0 top-full flex justify-center">
        <NavigationMenu.Viewport className="relative mt-2 h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg" />
      </div>
    </NavigationMenu.Root>
  );
}
