import { clsx } from "clsx";
import { Link } from "react-router";
import type { MarketingIconName } from "../../content/marketing/types";
import { ComingSoonBadge } from "./coming-soon-badge";
import { MarketingIcon } from "./marketing-icon";

export interface LinkCardItem {
  href: string;
  icon: MarketingIconName;
  title: string;
  body: string;
  /** A feature that is not built yet: the card says "Coming soon". */
  coming?: boolean;
}

/** A grid of cards, each an icon, a title and a line of text linking to a page. */
export function LinkCardGrid({ items, className }: { items: LinkCardItem[]; className?: string }) {
  return (
    <ul className={clsx("grid gap-4", className)}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            className="flex h-full flex-col gap-2 rounded-lg border bg-card p-5 transition-colors hover:bg-muted"
          >
            <MarketingIcon name={item.icon} />
            <span className="text-lg font-semibold">{item.title}</span>
            {item.coming && <ComingSoonBadge />}
            <span className="text-sm text-muted-foreground">{item.body}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
