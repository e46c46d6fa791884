import { POST_MAX_LENGTH } from "../../../shared/limits";
import { cn } from "../../lib/cn";

/** "1,234 / 5,000": the length of the text against the limit, red once it is over. */
export function CharacterCount({
  id,
  length,
  max = POST_MAX_LENGTH,
}: {
  id: string;
  length: number;
  max?: number;
}) {
  const over = length > max;
  return (
    <p
      id={id}
      className={cn("text-xs tabular-nums text-muted-foreground", over && "font-medium text-destructive")}
    >
      <span className="sr-only">Characters used: </span>
      {length.toLocaleString("en-US")} / {max.toLocaleString("en-US")}
      {over && <span> (too long by {(length - max).toLocaleString("en-US")})</span>}
    </p>
  );
}
