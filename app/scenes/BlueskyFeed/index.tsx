import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { errorText } from "../../lib/error-text";
import { PageMeta } from "../../lib/page-meta";
import { useBlueskyConnectionQuery, useBlueskyTimelineQuery } from "../../queries/bluesky";
import { TimelinePost } from "./timeline-post";

/**
 * /bluesky-feed (spec §2; issue 31): a connected member's Bluesky home timeline, read through
 * their PDS, with "Load more"; a member without a connection is asked to connect in their
 * profile settings.
 */
export function BlueskyFeedScene() {
  const connection = useBlueskyConnectionQuery();
  const connected = connection.data?.connected === true;
  const timeline = useBlueskyTimelineQuery(connected);
  const posts = timeline.data?.pages.flatMap((page) => page.posts) ?? [];
  // 409: not connected, or a connection Bluesky no longer takes: the same way out.
  const needsConnection =
    connection.data?.connected === false ||
    (timeline.isError && (timeline.error as { status?: number }).status === 409 && posts.length === 0);

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageMeta title="Bluesky feed" robots="noindex, follow" />
      <h1 className="text-3xl font-bold tracking-tight">Bluesky feed</h1>
      {connection.data?.handle && connected && (
        <p className="mt-1 text-sm text-muted-foreground">Your home timeline as @{connection.data.handle}</p>
      )}
      <div className="mt-6">
        {connection.isPending || (connected && timeline.isPending) ? (
          <p role="status" className="text-muted-foreground">
            Loading your Bluesky feed...
          </p>
        ) : needsConnection ? (
          <section aria-labelledby="bluesky-connect" className="grid gap-3 rounded-lg border bg-card p-6">
            <h2 id="bluesky-connect" className="text-lg font-semibold">
              Connect your Bluesky account
            </h2>
            <p className="text-muted-foreground">
              {timeline.isError
                ? errorText(timeline.error, "Connect your Bluesky account to see your Bluesky timeline here.")
                : "Connect your Bluesky account to see your Bluesky timeline here, and to share your posts there too."}
            </p>
            <Button asChild className="w-fit">
              <Link to="/profile/settings?tab=connections">Go to profile settings</Link>
            </Button>
          </section>
        ) : connection.isError || (timeline.isError && posts.length === 0) ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-destructive">
            <p>
              {errorText(timeline.error ?? connection.error, "Your Bluesky timeline could not be loaded.")}
            </p>
            <Button variant="outline" size="sm" onClick={() => timeline.refetch()}>
              Try again
            </Button>
          </div>
        ) : posts.length === 0 ? (
          <p className="text-muted-foreground">
            Your Bluesky timeline is empty. Follow people on Bluesky to see their posts here.
          </p>
        ) : (
          <>
            <ul aria-label="Bluesky posts" className="grid gap-3">
              {posts.map((post) => (
                <li key={`${post.uri}-${post.repostedBy?.did ?? ""}`}>
                  <TimelinePost post={post} />
                </li>
              ))}
            </ul>
            {timeline.isFetchNextPageError && (
              <p role="alert" className="mt-4 text-center text-destructive">
                {errorText(timeline.error, "More posts could not be loaded.")}
              </p>
            )}
            {timeline.hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  disabled={timeline.isFetchingNextPage}
                  onClick={() => timeline.fetchNextPage()}
                >
                  {timeline.isFetchingNextPage ? "Loading..." : "Load more"}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
