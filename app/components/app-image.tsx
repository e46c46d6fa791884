import { ImageOff } from "lucide-react";
import { useState } from "react";
import { cn } from "../lib/cn";

export type ImageEntityType = "group" | "partnership" | "event" | "event_subgroup" | "user";

/** Per-type placeholder colours (spec §3: placeholders are coloured per entity type). */
export const PLACEHOLDER_CLASSES: Record<ImageEntityType, string> = {
  group: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  partnership: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  event: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  event_subgroup: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100",
  user: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
};

const TYPE_WORDS: Record<ImageEntityType, string> = {
  group: "group",
  partnership: "partnership",
  event: "event",
  event_subgroup: "subgroup",
  user: "user",
};

interface AppImageProps {
  src: string | null | undefined;
  alt: string;
  type: ImageEntityType;
  className?: string;
  /** What the placeholder says when there is no image (by default "No {type}"). */
  emptyText?: string;
}

/**
 * An entity's image, with "No {type}" (or `emptyText`) when it has none and "Failed to load" when
 * it breaks.
 */
export function AppImage({ src, alt, type, className, emptyText }: AppImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img src={src} alt={alt} className={cn("object-cover", className)} onError={() => setFailedSrc(src)} />
    );
  }
  const text = src ? "Failed to load" : (emptyText ?? `No ${TYPE_WORDS[type]}`);
  return (
    <div
      role="img"
      aria-label={`${alt}: ${text}`}
      className={cn(
        "flex flex-col items-center justify-center gap-1 text-xs font-medium",
        PLACEHOLDER_CLASSES[type],
        className,
      )}
    >
      {src && <ImageOff aria-hidden="true" className="size-4" />}
      <span>{text}</span>
    </div>
  );
}
