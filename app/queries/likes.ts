import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ApiError, api, readJson } from "../lib/api-client";
import { toast } from "../lib/toast";
import { type Post, postKeys, updateCachedPost } from "./posts";
import { useToggleQueue } from "./toggle-queue";

type LikeState = InferResponseType<(typeof api.posts)[":postId"]["like"]["$put"], 200>;

export const LIKE_FAILED_MESSAGE = "Your like could not be saved. Please try again.";

interface ShownLike {
  on: boolean;
  count: number;
}

/**
 * The like button's toggle (useToggleQueue): the heart and the count change at once in every
 * cached copy of the post; the writes go one at a time, the member's latest wish winning, and a
 * failure puts back what the server last confirmed, with a toast.
 */
export function useLikeMutation(post: Pick<Post, "id" | "likedByMe" | "likeCount">) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (like: boolean): Promise<LikeState> => {
      const param = { param: { postId: post.id } };
      return readJson(
        await (like ? api.posts[":postId"].like.$put(param) : api.posts[":postId"].like.$delete(param)),
      );
    },
    retry: false,
  });
  const toggle = useToggleQueue<ShownLike>({
    current: () => ({ on: post.likedByMe, count: post.likeCount }),
    predict: (confirmed, on) => ({
      on,
      count: Math.max(0, confirmed.count + (on === confirmed.on ? 0 : on ? 1 : -1)),
    }),
    send: async (on) => {
      const answer = await mutation.mutateAsync(on);
      return { on: answer.likedByMe, count: answer.likeCount };
    },
    show: (state) =>
      updateCachedPost(queryClient, post.id, (cached) => ({
        ...cached,
        likedByMe: state.on,
        likeCount: state.count,
      })),
    failed: (error) => {
      // The network's words, or the server's when the member is liking too fast; else ours.
      const own =
        error instanceof ApiError && (error.status === 0 || error.code === "rate_limited")
          ? error.message
          : null;
      toast.error(own ?? LIKE_FAILED_MESSAGE);
    },
  });
  /** Likes the post when it is not liked by the member, unlikes it when it is. */
  return () => {
    // A reload of the post under way would overwrite the change with the state from before it.
    void queryClient.cancelQueries({ queryKey: postKeys.detail(post.id) });
    toggle();
  };
}
