import { clsx } from "clsx";
import { Link } from "react-router";

export interface LinkCardItem {
  href: string;
  emoji: string;
  title: string;
  body: string;
}

/** A grid of cards, each an emoji, a title and a line of text linking to a page. */
export function LinkCardGrid({ items, className }: { items: LinkCardItem[]; className?: string }) {
  return (
    <ul className={clsx("grid gap-4", className)}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            className="flex h-full flex-col gap-2 rounded-lg border bg-card p-5 transition-colors hover:bg-muted"
          >
            <span aria-hidden="true" className="text-3xl">
              {item.emoji}
            </span>
            <span className="text-lg font-semibold">{item.title}</span>
            <span className="text-sm text-muted-foreground">{item.body}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
