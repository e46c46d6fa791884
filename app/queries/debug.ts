import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

export type EventExplanation = InferResponseType<(typeof api.debug)["event-admin-test"]["$get"], 200>;
export type StoredPostsPage = InferResponseType<(typeof api.debug)["entity-posts"]["$get"], 200>;
export type StoredPost = StoredPostsPage["posts"][number];
export type PreviewExplanation = InferResponseType<(typeof api.debug)["smart-links"]["$post"], 200>;
export type ShareCard = InferResponseType<(typeof api.debug)["social-sharing"][":postId"]["$get"], 200>;
export type PostAudience = InferResponseType<(typeof api.debug.posts)[":postId"]["audience"]["$get"], 200>;
export type PostNotifications = InferResponseType<
  (typeof api.debug.posts)[":postId"]["notifications"]["$get"],
  200
>;

export const debugKeys = {
  all: ["debug"] as const,
  access: () => [...debugKeys.all, "access"] as const,
  event: (eventId: string, userId: string) => [...debugKeys.all, "event", eventId, userId] as const,
  posts: (type: string, id: string) => [...debugKeys.all, "posts", type, id] as const,
  share: (postId: string) => [...debugKeys.all, "share", postId] as const,
  post: (postId: string) => [...debugKeys.all, "post", postId] as const,
  audience: (postId: string) => [...debugKeys.all, "audience", postId] as const,
  notifications: (postId: string) => [...debugKeys.all, "notifications", postId] as const,
};

/** Refusals (403) will not change on a retry. */
const once = { retry: false, staleTime: 0 } as const;

/** Whether the diagnostic pages open for this member: a 403 shows the 403 page. */
export function useDebugAccessQuery() {
  return useQuery(
    queryOptions({
      queryKey: debugKeys.access(),
      queryFn: async () => readJson<{ ok: true }>(await api.debug.$get()),
      ...once,
    }),
  );
}

export function useEventExplanationQuery(eventId: string, userId: string) {
  return useQuery({
    queryKey: debugKeys.event(eventId, userId),
    queryFn: async () =>
      readJson<EventExplanation>(await api.debug["event-admin-test"].$get({ query: { eventId, userId } })),
    enabled: Boolean(eventId && userId),
    ...once,
  });
}

export function useStoredPostsQuery(type: string, id: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: debugKeys.posts(type, id),
      initialPageParam: undefined as string | undefined,
      queryFn: async ({ pageParam }) =>
        readJson<StoredPostsPage>(
          await api.debug["entity-posts"].$get({
            query: { type: type as "group", id, ...(pageParam ? { cursor: pageParam } : {}) },
          }),
        ),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      enabled: Boolean(type && id),
      ...once,
    }),
  );
}

export function useSmartLinkMutation() {
  return useMutation({
    mutationFn: async (url: string) =>
      readJson<PreviewExplanation>(await api.debug["smart-links"].$post({ json: { url } })),
  });
}

export function useShareCardQuery(postId: string) {
  return useQuery({
    queryKey: debugKeys.share(postId),
    queryFn: async () =>
      readJson<ShareCard>(await api.debug["social-sharing"][":postId"].$get({ param: { postId } })),
    enabled: Boolean(postId),
    ...once,
  });
}

export function usePostDebugQuery(postId: string) {
  return useQuery({
    queryKey: debugKeys.post(postId),
    queryFn: async () =>
      readJson<{ post: StoredPost }>(await api.debug.posts[":postId"].$get({ param: { postId } })),
    ...once,
  });
}

export function usePostAudienceQuery(postId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: debugKeys.audience(postId),
      initialPageParam: undefined as string | undefined,
      queryFn: async ({ pageParam }) =>
        readJson<PostAudience>(
          await api.debug.posts[":postId"].audience.$get({
            param: { postId },
            query: pageParam ? { after: pageParam } : {},
          }),
        ),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      ...once,
    }),
  );
}

export function usePostNotificationsQuery(postId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: debugKeys.notifications(postId),
      initialPageParam: undefined as string | undefined,
      queryFn: async ({ pageParam }) =>
        readJson<PostNotifications>(
          await api.debug.posts[":postId"].notifications.$get({
            param: { postId },
            query: pageParam ? { cursor: pageParam } : {},
          }),
        ),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      ...once,
    }),
  );
}
