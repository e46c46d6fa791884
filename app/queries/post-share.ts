import { useQuery } from "@tanstack/react-query";
import { readJson } from "../lib/api-client";

// Apart from posts.ts: the visitors' teaser page loads this alone, none of the members' post code.

// PROVISIONAL until posts-server's routes are merged.
export interface PostTeaser {
  id: string;
  author: { userId: string; firstName: string; lastName: string; avatarUrl: string | null };
  excerpt: string;
  imageUrl: string | null;
  createdAt: string;
}

export const postShareKeys = {
  teaser: (postId: string) => ["post-share", postId] as const,
};

/** GET /api/posts/{postId}/share: what a visitor may see of a post (nothing of a private one). */
export function usePostTeaserQuery(postId: string) {
  return useQuery({
    queryKey: postShareKeys.teaser(postId),
    queryFn: async ({ signal }) =>
      readJson<{ teaser: PostTeaser }>(await fetch(`/api/posts/${encodeURIComponent(postId)}/share`, { signal })),
  });
}
