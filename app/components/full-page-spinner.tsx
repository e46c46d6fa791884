import { Loader2 } from "lucide-react";

/** Spec §2: the spinner a page shows while its session or its code loads. */
export function FullPageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-6 animate-spin" />
      <span>{label}</span>
    </div>
  );
}
