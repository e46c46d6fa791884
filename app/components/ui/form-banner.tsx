import { cn } from "../../lib/cn";

/** A form-level (or page-level) error, announced to screen readers; nothing when there is none. */
export function FormBanner({ message, className }: { message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cn("rounded-md bg-destructive/10 p-3 text-sm text-destructive", className)}>
      {message}
    </p>
  );
}
