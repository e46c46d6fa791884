import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { useRef } from "react";
import { ApiError, api, readJson } from "../lib/api-client";
import { toast } from "../lib/toast";

type PostResponse = InferResponseType<(typeof api.posts)[":postId"]["$get"], 200>;
/** A post as the server presents it (server/presenters/post.ts). */
export type Post = PostResponse["post"];
export type PostAuthor = Post["author"];
export type PostTargetType = NonNullable<Post["target"]>["type"];
export type FeedPage = InferResponseType<typeof api.feeds.home.$get, 200>;
export type CommentsPage = InferResponseType<(typeof api.posts)[":postId"]["comments"]["$get"], 200>;
export type PostComment = CommentsPage["comments"][number];
type LikeState = InferResponseType<(typeof api.posts)[":postId"]["like"]["$put"], 200>;
export type CreatePostInput = InferRequestType<typeof api.posts.$post>["json"];

/** Whose posts a feed shows (contracts.md: the five feed routes). */
export type FeedSource =
  | { kind: "home" }
  | { kind: "profile"; userId: string }
  | { kind: "group" | "partnership" | "event"; id: number };

/** One page of a feed; `cursor` is the previous page's `nextCursor`. */
async function fetchFeedPage(
  source: FeedSource,
  cursor: string | null,
  signal: AbortSignal,
): Promise<FeedPage> {
  const query = cursor ? { cursor } : {};
  const init = { init: { signal } };
  switch (source.kind) {
    case "home":
      return readJson(await api.feeds.home.$get({ query }, init));
    case "profile":
      return readJson(
        await api.feeds.profile[":userId"].$get({ param: { userId: source.userId }, query }, init),
      );
    default:
      return readJson(
        await api.feeds[source.kind][":id"].$get({ param: { id: String(source.id) }, query }, init),
      );
  }
}

export const postKeys = {
  all: ["posts"] as const,
  feeds: () => [...postKeys.all, "feed"] as const,
  feed: (source: FeedSource) =>
    [
      ...postKeys.feeds(),
      source.kind,
      "userId" in source ? source.userId : "id" in source ? source.id : "",
    ] as const,
  detail: (postId: string) => [...postKeys.all, "detail", postId] as const,
  comments: (postId: string) => [...postKeys.all, "comments", postId] as const,
};

/** One feed, page by page, newest first; `nextCursor` null on the last page. */
export function feedQueryOptions(source: FeedSource) {
  return infiniteQueryOptions({
    queryKey: postKeys.feed(source),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(source, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A feed (home, a profile's, an entity's) as infinite pages. */
export function useFeedInfiniteQuery(source: FeedSource) {
  return useInfiniteQuery(feedQueryOptions(source));
}

/** Every post of an infinite feed, once each (a post prepended after posting may come again on a refetch). */
export function feedPosts(data: InfiniteData<FeedPage> | undefined): Post[] {
  const seen = new Set<string>();
  const posts: Post[] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

export function postQueryOptions(postId: string) {
  return queryOptions({
    queryKey: postKeys.detail(postId),
    queryFn: async ({ signal }): Promise<PostResponse> =>
      readJson(await api.posts[":postId"].$get({ param: { postId } }, { init: { signal } })),
  });
}

/** One post, for /posts/{postId}. */
export function usePostQuery(postId: string) {
  return useQuery(postQueryOptions(postId));
}

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

/**
 * Changes one post wherever it is cached (every feed and its own page), so a like or an edit
 * shows at once in every list that holds the post.
 */
export function updateCachedPost(queryClient: QueryClient, postId: string, update: (post: Post) => Post) {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: postKeys.feeds() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === postId ? update(post) : post)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<{ post: Post }>(postKeys.detail(postId), (data) =>
    data ? { post: update(data.post) } : data,
  );
}

function removeCachedPost(queryClient: QueryClient, postId: string) {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: postKeys.feeds() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.filter((post) => post.id !== postId),
          })),
        }
      : data,
  );
  queryClient.removeQueries({ queryKey: postKeys.detail(postId) });
}

/** The feeds a new post belongs in at once: home, and its target's or its author's own. */
function feedsOf(post: Post): FeedSource[] {
  const target: FeedSource = post.target
    ? { kind: post.target.type, id: post.target.id }
    : { kind: "profile", userId: post.author.userId };
  return [{ kind: "home" }, target];
}

/** Posts; the new post goes to the top of the feeds already loaded, without reloading them. */
export function useCreatePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreatePostInput): Promise<PostResponse> =>
      readJson(await api.posts.$post({ json: input })),
    onSuccess: ({ post }) => {
      for (const source of feedsOf(post)) {
        queryClient.setQueryData<InfiniteData<FeedPage>>(postKeys.feed(source), (data) => {
          if (!data?.pages.length) return data;
          const [first, ...rest] = data.pages as [FeedPage, ...FeedPage[]];
          return { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
        });
      }
      queryClient.setQueryData(postKeys.detail(post.id), { post });
    },
  });
}

/** Saves the new text of one's own post. */
export function useEditPostMutation(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string): Promise<PostResponse> =>
      readJson(await api.posts[":postId"].$patch({ param: { postId }, json: { content } })),
    onSuccess: ({ post }) => updateCachedPost(queryClient, postId, () => post),
  });
}

/** Deletes one's own post (or removes one as a moderator) and takes it out of every list. */
export function useDeletePostMutation(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await api.posts[":postId"].$delete({ param: { postId } })),
    onSuccess: () => removeCachedPost(queryClient, postId),
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
