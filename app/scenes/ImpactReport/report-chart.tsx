import { lazy, Suspense } from "react";
import type { BarChartProps } from "./bar-chart";

// The chart library is fetched only when a report draws its first chart; the tables come first.
const BarChart = lazy(() => import("./bar-chart"));

/** A chart of a report's table, drawn once the chart library has arrived. */
export function ReportChart(props: BarChartProps) {
  if (props.values.every((value) => value === 0)) return null;
  return (
    <Suspense fallback={<div className="h-60 w-full animate-pulse rounded bg-muted" aria-hidden="true" />}>
      <BarChart {...props} />
    </Suspense>
  );
}
