import { useQueryClient } from "@tanstack/react-query";
import { ExternalLink, Loader2 } from "lucide-react";
import { useEffect } from "react";
import { api, readJson } from "../../lib/api-client";
import { type Post, updateCachedPost } from "../../queries/posts";

/** How often, and for how long, a post waiting for Bluesky is asked about again. */
const POLL_MS = 3000;
const POLL_FOR_MS = 3 * 60_000;

/**
 * Where the post's copy on Bluesky stands (issue 31): "Also on Bluesky" with its link for everyone;
 * "Posting to Bluesky…" and why it failed for the author alone (the server sends those to the
 * author only). While it waits, the post is read again every few seconds for a few minutes: the
 * live channel carries notifications, not posts.
 */
export function BlueskyCopyStatus({ post }: { post: Post }) {
  const copy = post.bluesky;
  const queryClient = useQueryClient();
  const pending = copy?.status === "pending";
  useEffect(() => {
    if (!pending) return;
    const started = Date.now();
    const controller = new AbortController();
    const timer = setInterval(async () => {
      if (Date.now() - started > POLL_FOR_MS) {
        clearInterval(timer);
        return;
      }
      try {
        const answer = await readJson<{ post: Post }>(
          await api.posts[":postId"].$get(
            { param: { postId: post.id } },
            { init: { signal: controller.signal } },
          ),
        );
        if (answer.post.bluesky?.status !== "pending") {
          clearInterval(timer);
          updateCachedPost(queryClient, post.id, (cached) => ({ ...cached, bluesky: answer.post.bluesky }));
        }
      } catch {
        // Offline for a moment: the next tick asks again.
      }
    }, POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [pending, post.id, queryClient]);

  if (!copy) return null;
  if (copy.status === "published" && copy.url) {
    return (
      <a
        href={copy.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        Also on Bluesky
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  if (copy.status === "pending") {
    return (
      <p role="status" className="inline-flex items-center gap-1 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
        Posting to Bluesky…
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-destructive">
      Not posted on Bluesky: {copy.error ?? "Bluesky refused the post."}
    </p>
  );
}
