import type { ReactNode } from "react";

/** A table that scrolls sideways on a phone, focusable so that a keyboard scrolls it too. */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the keyboard's focus (WCAG 2.1.1).
    <section className="overflow-x-auto" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
