import { clsx as cn } from "clsx";
import { Clock } from "lucide-react";

/**
 * Marks a feature Common Ground does not do yet, so that the marketing pages never sell it. The
 * words are real text: screen readers and search engines read "Coming soon" too.
 */
export function ComingSoonBadge({ large = false, className }: { large?: boolean; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-amber-600/40 bg-amber-50 font-semibold text-amber-900 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-100",
        large ? "px-3 py-1 text-sm" : "px-2 py-0.5 text-xs",
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-3" />
      Coming soon
    </span>
  );
}
