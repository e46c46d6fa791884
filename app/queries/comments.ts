import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";
import { postKeys, updateCachedPost } from "./posts";

export type CommentsPage = InferResponseType<(typeof api.posts)[":postId"]["comments"]["$get"], 200>;
export type PostComment = CommentsPage["comments"][number];

/** A post's comments, oldest first, page by page. */
export function useCommentsInfiniteQuery(postId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: postKeys.comments(postId),
    queryFn: async ({ pageParam, signal }): Promise<CommentsPage> =>
      readJson(
        await api.posts[":postId"].comments.$get(
          { param: { postId }, query: pageParam ? { cursor: pageParam } : {} },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** Comments on a post; the comment is added to the loaded list and the post's count goes up. */
export function useCreateCommentMutation(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string): Promise<{ comment: PostComment }> =>
      readJson(await api.posts[":postId"].comments.$post({ param: { postId }, json: { content } })),
    onSuccess: ({ comment }) => {
      queryClient.setQueryData<InfiniteData<CommentsPage>>(postKeys.comments(postId), (data) => {
        if (!data?.pages.length) return data;
        const pages = [...data.pages];
        const lastIndex = pages.length - 1;
        const last = pages[lastIndex] as CommentsPage;
        // Oldest first: the new comment belongs after the last loaded one once every page is in.
        if (last.nextCursor === null) pages[lastIndex] = { ...last, comments: [...last.comments, comment] };
        return { ...data, pages };
      });
      updateCachedPost(queryClient, postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
    },
  });
}

/** Deletes a comment and takes it out of the list. */
export function useDeleteCommentMutation(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (commentId: string) =>
      readJson(await api.comments[":commentId"].$delete({ param: { commentId } })),
    onSuccess: (_answer, commentId) => {
      queryClient.setQueryData<InfiniteData<CommentsPage>>(postKeys.comments(postId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                comments: page.comments.filter((comment) => comment.id !== commentId),
              })),
            }
          : data,
      );
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        commentCount: Math.max(0, post.commentCount - 1),
      }));
    },
  });
}
