import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { useRef } from "react";
import { ApiError, api, readJson } from "../lib/api-client";
import { toast } from "../lib/toast";
import { type Post, postKeys, updateCachedPost } from "./posts";

type LikeState = InferResponseType<(typeof api.posts)[":postId"]["like"]["$put"], 200>;

export const LIKE_FAILED_MESSAGE = "Your like could not be saved. Please try again.";

interface ShownLike {
  liked: boolean;
  count: number;
}

/**
 * The like button's toggle: the heart and the count change at once in every cached copy of the
 * post; the writes go one at a time, the member's latest wish winning (rapid clicks that end
 * where they began send nothing more), and a failure puts back what the server last confirmed,
 * with a toast. Modelled on the toggle queue of Bluesky's social-app.
 */
export function useLikeMutation(post: Pick<Post, "id" | "likedByMe" | "likeCount">) {
  const queryClient = useQueryClient();
  const queue = useRef<{ running: boolean; wanted: boolean | null; confirmed: ShownLike | null }>({
    running: false,
    wanted: null,
    confirmed: null,
  });
  const mutation = useMutation({
    mutationFn: async (like: boolean): Promise<LikeState> => {
      const param = { param: { postId: post.id } };
      return readJson(
        await (like ? api.posts[":postId"].like.$put(param) : api.posts[":postId"].like.$delete(param)),
      );
    },
    retry: false,
  });

  const show = (state: ShownLike) =>
    updateCachedPost(queryClient, post.id, (cached) => ({
      ...cached,
      likedByMe: state.liked,
      likeCount: state.count,
    }));

  async function drain() {
    const state = queue.current;
    if (state.running || !state.confirmed) return;
    state.running = true;
    try {
      while (state.wanted !== null && state.wanted !== state.confirmed.liked) {
        const wanted: boolean = state.wanted;
        try {
          const answer = await mutation.mutateAsync(wanted);
          state.confirmed = { liked: answer.likedByMe, count: answer.likeCount };
        } catch (error) {
          show(state.confirmed);
          // The network's words, or the server's when the member is liking too fast; else ours.
          const own =
            error instanceof ApiError && (error.status === 0 || error.code === "rate_limited")
              ? error.message
              : null;
          toast.error(own ?? LIKE_FAILED_MESSAGE);
          return;
        }
      }
      // The server's count may include others' likes made meanwhile.
      show(state.confirmed);
    } finally {
      state.running = false;
      state.wanted = null;
      state.confirmed = null;
    }
  }

  /** Likes the post when it is not liked by the member, unlikes it when it is. */
  return function toggle() {
    const state = queue.current;
    // While writes are under way the truth is the queue's, not the (maybe not yet re-rendered) props.
    const shown = state.confirmed ? (state.wanted ?? state.confirmed.liked) : post.likedByMe;
    state.confirmed ??= { liked: post.likedByMe, count: post.likeCount };
    const next = !shown;
    const count = state.confirmed.count + (next === state.confirmed.liked ? 0 : next ? 1 : -1);
    state.wanted = next;
    // A reload of the post under way would overwrite the change with the state from before it.
    void queryClient.cancelQueries({ queryKey: postKeys.detail(post.id) });
    show({ liked: next, count: Math.max(0, count) });
    void drain();
  };
}
