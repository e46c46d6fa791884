import { clsx as cn } from "clsx";
import { type ReactNode, useId } from "react";

/**
 * A drawn picture of the product: an inline SVG coloured by the theme's variables (so it follows
 * the light and dark theme), scaled to its container (so it fits 390 px), and named by its
 * <title> for screen readers. Bundled, no outside image.
 */
export function IllustrationFrame({
  title,
  width,
  height,
  className,
  children,
}: {
  title: string;
  width: number;
  height: number;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${width} ${height}`}
      className={cn("h-auto w-full select-none text-[13px]", className)}
    >
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  );
}

/** A grey bar standing for a line of text. */
export function TextLine({
  x,
  y,
  width,
  strong = false,
}: {
  x: number;
  y: number;
  width: number;
  strong?: boolean;
}) {
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={8}
      rx={4}
      className={strong ? "fill-foreground/70" : "fill-muted-foreground/30"}
    />
  );
}

/** A member's round picture. */
export function Avatar({ cx, cy, r = 12, tone = 0 }: { cx: number; cy: number; r?: number; tone?: number }) {
  const fills = ["fill-primary/70", "fill-accent", "fill-muted-foreground/50", "fill-primary/35"];
  return (
    <circle cx={cx} cy={cy} r={r} strokeWidth={2} className={cn("stroke-card", fills[tone % fills.length])} />
  );
}
