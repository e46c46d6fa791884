import { cn } from "../../lib/cn";
import type { Post } from "../../queries/posts";

/**
 * A post's pictures and videos in a grid (one alone takes the full width). A picture's alternative
 * text is the author's description; one posted without says whose it is and which one.
 */
export function PostMedia({ media, authorName }: { media: Post["media"]; authorName: string }) {
  if (media.length === 0) return null;
  const images = media.filter((item) => item.contentType.startsWith("image/"));
  return (
    <ul className={cn("grid gap-1 overflow-hidden rounded-lg", media.length > 1 && "grid-cols-2")}>
      {media.map((item, index) => {
        const aspect = item.width && item.height ? `${item.width} / ${item.height}` : undefined;
        return (
          <li key={item.url} className={cn(media.length === 3 && index === 0 && "col-span-2")}>
            {item.contentType.startsWith("video/") ? (
              // biome-ignore lint/a11y/useMediaCaption: members upload videos without captions; none exist to offer.
              <video
                src={item.url}
                controls
                preload="metadata"
                className="max-h-[32rem] w-full bg-black"
                style={{ aspectRatio: aspect }}
              />
            ) : (
              <img
                src={item.url}
                alt={
                  item.alt || `Attachment ${images.indexOf(item) + 1} of ${images.length} from ${authorName}`
                }
                loading="lazy"
                decoding="async"
                width={item.width ?? undefined}
                height={item.height ?? undefined}
                className="max-h-[32rem] w-full bg-muted object-cover"
                style={{ aspectRatio: aspect }}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
