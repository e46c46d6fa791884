import { useEffect, useRef } from "react";
import { cn } from "../../lib/cn";

/** Brings a form's banner into view and gives it the focus, so a refused submit is never missed. */
function showBanner(banner: HTMLElement | null) {
  if (!banner?.isConnected) return;
  banner.scrollIntoView?.({ block: "center" });
  banner.focus({ preventScroll: true });
}

/**
 * A form-level (or page-level) error, announced to screen readers; nothing when there is none.
 * Inside a form it is the form's first error: when it appears, and again on each submit that
 * leaves it standing, it is scrolled into view and focused (a long form on a phone is submitted
 * from its bottom, far from the banner at its top).
 */
export function FormBanner({ message, className }: { message?: string | null; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message && ref.current?.closest("form")) showBanner(ref.current);
  }, [message]);
  const shown = Boolean(message);
  useEffect(() => {
    // The banner is in the page only while it has a message: listen while it is there.
    const form = shown ? ref.current?.closest("form") : null;
    if (!form) return;
    // A submit that ends with the same message renders nothing new: look once it has rendered,
    // unless the submit stopped at a field of its own (the form focused that field).
    const onSubmit = () =>
      requestAnimationFrame(() => {
        if (document.activeElement?.getAttribute("aria-invalid") === "true") return;
        showBanner(ref.current);
      });
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [shown]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={cn("rounded-md bg-destructive/10 p-3 text-sm text-destructive outline-none", className)}
    >
      {message}
    </p>
  );
}
