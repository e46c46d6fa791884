import { Link } from "react-router";
import { segmentContent } from "../../../shared/post-content";
import { cn } from "../../lib/cn";

/** Links a member wrote: opened apart, never vouched for (no referrer, no ranking credit). */
export const EXTERNAL_LINK_REL = "noopener noreferrer nofollow ugc";

/**
 * Post or comment text as its author wrote it, line breaks kept, with its links clickable and its
 * mentions linking to the member's profile. Every piece is a text node or an element of ours:
 * the text is never read as HTML.
 */
export function PostText({
  content,
  mentions = [],
  className,
}: {
  content: string;
  /** The mentioned members' current names, shown instead of the name written at the time. */
  mentions?: { userId: string; name: string }[];
  className?: string;
}) {
  const names = new Map(mentions.map((mention) => [mention.userId, mention.name]));
  return (
    <p className={cn("whitespace-pre-wrap break-words [overflow-wrap:anywhere]", className)}>
      {segmentContent(content).map((segment, index) => {
        const key = `${index}-${segment.kind}`;
        if (segment.kind === "link") {
          return (
            <a
              key={key}
              href={segment.url}
              target="_blank"
              rel={EXTERNAL_LINK_REL}
              className="text-primary underline underline-offset-2 hover:no-underline"
            >
              {segment.url}
            </a>
          );
        }
        if (segment.kind === "mention") {
          return (
            <Link
              key={key}
              to={`/profile/${segment.userId}`}
              className="font-medium text-primary hover:underline"
            >
              @{names.get(segment.userId) ?? segment.name}
            </Link>
          );
        }
        return <span key={key}>{segment.text}</span>;
      })}
    </p>
  );
}
