import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { Link } from "react-router";
import { MARKETING_SECTIONS, marketingPath, pagesBySection, sectionIndexes } from "../../content/marketing";
import { ComingSoonBadge } from "../marketing/coming-soon-badge";
import { MarketingIcon } from "../marketing/marketing-icon";
import { Button } from "../ui/button";

interface MobileMenuProps {
  id: string;
  onNavigate: () => void;
  onSearch: () => void;
}

/** The small-screen menu: one accordion per section, only one open at a time (spec §2). */
export function MobileMenu({ id, onNavigate, onSearch }: MobileMenuProps) {
  return (
    <nav id={id} aria-label="Main" className="border-t bg-background px-4 pb-6 pt-2 md:hidden">
      <Accordion.Root type="single" collapsible className="divide-y">
        {MARKETING_SECTIONS.map((section) => (
          <Accordion.Item key={section} value={section}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between py-3 text-left text-base font-medium">
                {sectionIndexes[section].label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="pb-3">
              <ul className="grid gap-1">
                {pagesBySection[section].map((page) => (
                  <li key={page.slug}>
                    <Link
                      to={marketingPath(page)}
                      onClick={onNavigate}
                      className="flex items-start gap-3 rounded-md p-2 hover:bg-muted"
                    >
                      <MarketingIcon name={page.icon} size="sm" />
                      <span className="grid">
                        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium">
                          {page.menuTitle}
                          {page.coming && <ComingSoonBadge />}
                        </span>
                        <span className="text-xs text-muted-foreground">{page.menuDescription}</span>
                      </span>
                    </Link>
                  </li>
                ))}
                <li>
                  <Link
                    to={`/${section}`}
                    onClick={onNavigate}
                    className="block rounded-md p-2 text-sm font-medium text-primary"
                  >
                    All {sectionIndexes[section].label.toLowerCase()} →
                  </Link>
                </li>
              </ul>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <div className="mt-4 grid gap-2">
        <Button variant="outline" onClick={onSearch}>
          Search
        </Button>
        <Button variant="outline" asChild>
          <Link to="/auth" onClick={onNavigate}>
            Sign In
          </Link>
        </Button>
        <Button asChild>
          <Link to="/register" onClick={onNavigate}>
            Sign Up
          </Link>
        </Button>
      </div>
    </nav>
  );
}
