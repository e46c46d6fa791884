import { type ReactNode, useEffect, useRef } from "react";
import { errorText } from "../../lib/error-text";
import { type FeedSource, feedPosts, useFeedInfiniteQuery } from "../../queries/posts";
import { Button } from "../ui/button";
import { PostCard } from "./post-card";

const EMPTY_TEXT: Record<FeedSource["kind"], string> = {
  home: "No posts yet. Share something with your community, or connect with members to see theirs.",
  profile: "No posts yet.",
  group: "No posts in this group yet.",
  partnership: "No posts in this partnership yet.",
  event: "No posts for this event yet.",
};

/**
 * A feed, newest first: the next page loads when its end scrolls into view (an
 * IntersectionObserver on a sentinel) or with the "Load more" button, for keyboards and for
 * browsers without the observer. A post the member writes is put at the top by the composer's
 * mutation, without reloading the feed. `whenEmpty` follows the empty feed's sentence (the home
 * feed suggests communities and events there).
 */
export function ActivityFeed({ source, whenEmpty }: { source: FeedSource; whenEmpty?: ReactNode }) {
  const feed = useFeedInfiniteQuery(source);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === "undefined")
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError && !feed.data) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-lg border bg-card p-6 text-center">
        <p>{errorText(feed.error, "The feed could not be loaded.")}</p>
        <Button type="button" variant="outline" onClick={() => feed.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const posts = feedPosts(feed.data);
  if (posts.length === 0) {
    return (
      <div className="grid gap-4 rounded-lg border bg-card p-6 text-center text-muted-foreground">
        <p>{EMPTY_TEXT[source.kind]}</p>
        {whenEmpty}
      </div>
    );
  }
  return (
    <section aria-label="Posts" className="grid gap-4">
      <ul className="grid gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {errorText(feed.error, "More posts could not be loaded.")}
        </p>
      )}
      {hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={isFetchingNextPage}
          onClick={() => fetchNextPage()}
        >
          {isFetchingNextPage ? "Loading..." : isFetchNextPageError ? "Try again" : "Load more"}
        </Button>
      ) : (
        <p className="text-center text-sm text-muted-foreground">You're all caught up.</p>
      )}
    </section>
  );
}

/** Grey shapes where the first posts will be, announced as loading. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading posts" className="grid gap-4">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders never move.
        <div key={index} className="grid animate-pulse gap-3 rounded-lg border bg-card p-4">
          <div className="flex items-center gap-3">
            <div className="size-10 rounded-full bg-muted" />
            <div className="grid flex-1 gap-2">
              <div className="h-3 w-1/3 rounded bg-muted" />
              <div className="h-3 w-1/5 rounded bg-muted" />
            </div>
          </div>
          <div className="h-3 w-full rounded bg-muted" />
          <div className="h-3 w-4/5 rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
