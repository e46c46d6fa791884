import { useId } from "react";
import { formatBytes } from "../../../shared/entity-storage";
import { cn } from "../../lib/cn";

/** "120 MB of 1 GB used": a bar for the eye, a meter with the same words for a screen reader. */
export function UsageMeter({ usedBytes, quotaBytes }: { usedBytes: number; quotaBytes: number }) {
  const labelId = useId();
  const share = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 1;
  const words = `${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <span id={labelId} className="font-medium">
          Storage used
        </span>
        {/* Said by the meter below; shown here. */}
        <span aria-hidden="true" className="text-muted-foreground">
          {words}
        </span>
      </div>
      {/* The meter for assistive technology; the bar beside it is its picture. */}
      <meter
        className="sr-only"
        aria-labelledby={labelId}
        aria-valuetext={words}
        min={0}
        max={quotaBytes}
        value={Math.min(usedBytes, quotaBytes)}
      />
      <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-muted">
        <div
          className={cn("h-full rounded-full", share >= 0.9 ? "bg-destructive" : "bg-primary")}
          // A sliver stays visible for a few bytes of a large quota: used is not empty.
          style={{ width: usedBytes > 0 ? `max(0.375rem, ${Math.round(share * 1000) / 10}%)` : "0%" }}
        />
      </div>
    </div>
  );
}
