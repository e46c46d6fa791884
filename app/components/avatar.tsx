import { useState } from "react";
import { initialsOf } from "../../shared/initials";
import { cn } from "../lib/cn";
import { type ImageEntityType, PLACEHOLDER_CLASSES } from "./app-image";

interface AvatarProps {
  /** The picture, when there is one. */
  src: string | null | undefined;
  /** The member's, group's or event's name: the initials and the accessible name. */
  name: string;
  type: ImageEntityType;
  /** Size and shape; round by default. */
  className?: string;
  /** True when the name is written beside the avatar, so screen readers hear it once. */
  decorative?: boolean;
}

/**
 * A small round picture of a member or an entity, with its initials (at most 2 letters) on the
 * placeholder colour of its type when there is no picture or the picture fails to load.
 */
export function Avatar({ src, name, type, className, decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const a11y = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": name };
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={decorative ? "" : name}
        className={cn("size-10 shrink-0 rounded-full object-cover", className)}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      {...a11y}
      className={cn(
        "inline-flex size-10 shrink-0 select-none items-center justify-center rounded-full text-sm font-semibold",
        PLACEHOLDER_CLASSES[type],
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
