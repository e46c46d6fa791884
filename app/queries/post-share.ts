import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

// Apart from posts.ts: the visitors' teaser page loads this alone, none of the members' post code.

type TeaserResponse = InferResponseType<(typeof api.posts)[":postId"]["share"]["$get"], 200>;
/** What a visitor may see of a post: its author, the start of its text, its first picture. */
export type PostTeaser = TeaserResponse["teaser"];

export const postShareKeys = {
  teaser: (postId: string) => ["post-share", postId] as const,
};

/** GET /api/posts/{postId}/share: what a visitor may see of a post (nothing of a private one). */
export function usePostTeaserQuery(postId: string) {
  return useQuery({
    queryKey: postShareKeys.teaser(postId),
    queryFn: async ({ signal }): Promise<TeaserResponse> =>
      readJson(await api.posts[":postId"].share.$get({ param: { postId } }, { init: { signal } })),
  });
}
