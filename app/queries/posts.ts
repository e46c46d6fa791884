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
import { api, readJson } from "../lib/api-client";

type PostResponse = InferResponseType<(typeof api.posts)[":postId"]["$get"], 200>;
/** A post as the server presents it (server/presenters/post.ts). */
export type Post = PostResponse["post"];
export type PostAuthor = Post["author"];
export type PostTargetType = NonNullable<Post["target"]>["type"];
export type FeedPage = InferResponseType<typeof api.feeds.home.$get, 200>;
export type CreatePostInput = InferRequestType<typeof api.posts.$post>["json"];
export type UpdatePostInput = InferRequestType<(typeof api.posts)[":postId"]["$patch"]>["json"];

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

/** Takes a post out of every cached feed and drops its own page (deleted, or removed by a moderator). */
export function removeCachedPost(queryClient: QueryClient, postId: string) {
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
          // A post sent again after a lost answer comes back as the one already there.
          const others = first.posts.filter((shown) => shown.id !== post.id);
          return { ...data, pages: [{ ...first, posts: [post, ...others] }, ...rest] };
        });
      }
      queryClient.setQueryData(postKeys.detail(post.id), { post });
    },
  });
}

/** Saves the new text of one's own post, and its pictures' descriptions when given. */
export function useEditPostMutation(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: UpdatePostInput): Promise<PostResponse> =>
      readJson(await api.posts[":postId"].$patch({ param: { postId }, json })),
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
