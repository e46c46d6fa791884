import { Repeat2 } from "lucide-react";
import { RelativeTime } from "../../components/ui/relative-time";
import { cn } from "../../lib/cn";
import type { BlueskyTimelinePost } from "../../queries/bluesky";

type Actor = BlueskyTimelinePost["author"];

const nameOf = (actor: Actor) => actor.displayName ?? actor.handle;

function ActorAvatar({ actor, size }: { actor: Actor; size: string }) {
  return actor.avatarUrl ? (
    <img src={actor.avatarUrl} alt="" className={cn("shrink-0 rounded-full bg-muted object-cover", size)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold",
        size,
      )}
    >
      {nameOf(actor).slice(0, 1).toUpperCase()}
    </span>
  );
}

/** Each piece of the text keyed by where it starts. */
function keyedSegments(segments: BlueskyTimelinePost["segments"]) {
  let start = 0;
  return segments.map((segment) => {
    const key = start;
    start += segment.text.length;
    return { ...segment, key };
  });
}

const LINK = "text-primary underline-offset-4 hover:underline break-words";

/** A Bluesky post of the member's timeline: author, text with links, pictures, link card, quote. */
export function TimelinePost({ post }: { post: BlueskyTimelinePost }) {
  return (
    <article
      aria-label={`Post by ${nameOf(post.author)}`}
      className="grid gap-3 rounded-lg border bg-card p-4"
    >
      {post.repostedBy && (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <Repeat2 aria-hidden="true" className="size-3.5" /> Reposted by {nameOf(post.repostedBy)}
        </p>
      )}
      <header className="flex items-center gap-3">
        <ActorAvatar actor={post.author} size="size-10" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{nameOf(post.author)}</p>
          <p className="truncate text-sm text-muted-foreground">@{post.author.handle}</p>
        </div>
        <a
          href={post.url}
          target="_blank"
          rel="noopener noreferrer"
          className="shrink-0 text-sm text-muted-foreground hover:underline"
        >
          <RelativeTime date={post.createdAt} />
          <span className="sr-only"> (open on Bluesky, in a new tab)</span>
        </a>
      </header>
      {post.segments.length > 0 && (
        <p className="whitespace-pre-wrap break-words">
          {keyedSegments(post.segments).map((segment) =>
            segment.link ? (
              <a
                key={segment.key}
                href={segment.link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={LINK}
              >
                {segment.text}
              </a>
            ) : (
              <span key={segment.key}>{segment.text}</span>
            ),
          )}
        </p>
      )}
      {post.images.length > 0 && (
        <ul className={cn("grid gap-1 overflow-hidden rounded-lg", post.images.length > 1 && "grid-cols-2")}>
          {post.images.map((image) => (
            <li key={image.thumbUrl}>
              <a href={image.fullUrl} target="_blank" rel="noopener noreferrer">
                <img
                  src={image.thumbUrl}
                  alt={image.alt}
                  loading="lazy"
                  className="max-h-96 w-full bg-muted object-cover"
                  style={
                    image.width && image.height
                      ? { aspectRatio: `${image.width} / ${image.height}` }
                      : undefined
                  }
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {post.card && (
        <a
          href={post.card.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="grid overflow-hidden rounded-lg border hover:bg-muted"
        >
          {post.card.thumbUrl && (
            <img src={post.card.thumbUrl} alt="" loading="lazy" className="max-h-48 w-full object-cover" />
          )}
          <span className="grid gap-1 p-3">
            <span className="font-medium">{post.card.title}</span>
            {post.card.description && (
              <span className="line-clamp-2 text-sm text-muted-foreground">{post.card.description}</span>
            )}
            <span className="truncate text-xs text-muted-foreground">{new URL(post.card.url).hostname}</span>
          </span>
        </a>
      )}
      {post.quote && (
        <a
          href={post.quote.url}
          target="_blank"
          rel="noopener noreferrer"
          className="grid gap-1 rounded-lg border p-3 hover:bg-muted"
        >
          <span className="flex items-center gap-2 text-sm">
            <ActorAvatar actor={post.quote.author} size="size-5" />
            <span className="font-medium">{nameOf(post.quote.author)}</span>
            <span className="truncate text-muted-foreground">@{post.quote.author.handle}</span>
          </span>
          <span className="line-clamp-4 text-sm">{post.quote.text}</span>
        </a>
      )}
      <p className="text-xs text-muted-foreground">
        {post.replyCount} {post.replyCount === 1 ? "reply" : "replies"} · {post.repostCount}{" "}
        {post.repostCount === 1 ? "repost" : "reposts"} · {post.likeCount}{" "}
        {post.likeCount === 1 ? "like" : "likes"}
      </p>
    </article>
  );
}
