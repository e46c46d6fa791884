import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import { useEffect, useRef } from "react";

// Only what a bar chart needs, so the chunk carries no other kind of chart.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChartProps {
  labels: string[];
  values: number[];
  /** What a bar measures, for the tooltip: "hours". */
  unit: string;
  /** Bars across (organisations with long names) rather than up. */
  horizontal?: boolean;
}

/**
 * A bar chart (Chart.js, drawn on a canvas). The canvas is a picture for sighted readers only:
 * the same numbers are in the table beside it, which screen readers and keyboards use.
 */
export default function BarChart({ labels, values, unit, horizontal = false }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    const chart = new Chart(canvas.current, {
      type: "bar",
      data: {
        labels,
        datasets: [
          { label: unit, data: values, backgroundColor: "#2563eb", borderRadius: 3, maxBarThickness: 40 },
        ],
      },
      options: {
        indexAxis: horizontal ? "y" : "x",
        responsive: true,
        maintainAspectRatio: false,
        animation: reduced ? false : { duration: 300 },
        plugins: { tooltip: { callbacks: { label: (item) => `${item.formattedValue} ${unit}` } } },
        scales: { [horizontal ? "x" : "y"]: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
  }, [labels, values, unit, horizontal]);
  const height = horizontal ? Math.max(160, labels.length * 28 + 40) : 240;
  return (
    <div style={{ height }} className="relative w-full" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
