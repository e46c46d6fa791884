import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { EntityType } from "../../shared/enums";
import { api, readJson } from "../lib/api-client";
import { communityKeys } from "./communities";
import { postKeys, removeCachedPost } from "./posts";

/** Each entity type's client: their moderation routes are the same. */
const client = (type: EntityType) =>
  type === "group" ? api.groups : type === "partnership" ? api.partnerships : api.events;

export type ReportEntry = InferResponseType<
  (typeof api.groups)[":id"]["reports"]["$get"],
  200
>["reports"][number];
export type LogEntry = InferResponseType<
  (typeof api.groups)[":id"]["moderation-log"]["$get"],
  200
>["entries"][number];

export const moderationKeys = {
  all: ["moderation"] as const,
  reports: (type: EntityType, id: number) => [...moderationKeys.all, "reports", type, id] as const,
  /** Reports of posts and comments on members' profiles: the platform admins' queue. */
  platformReports: () => [...moderationKeys.all, "reports", "platform"] as const,
  log: (type: EntityType, id: number) => [...moderationKeys.all, "log", type, id] as const,
};

/** The reports waiting for an entity's moderators, oldest first. */
export function useReportsQuery(type: EntityType, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moderationKeys.reports(type, id),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<{ reports: ReportEntry[]; nextCursor: string | null }>(
        await client(type)[":id"].reports.$get({
          param: { id: String(id) },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** The platform admins' queue: reports of posts and comments on members' profiles, oldest first. */
export function usePlatformReportsQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moderationKeys.platformReports(),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<{ reports: ReportEntry[]; nextCursor: string | null }>(
        await api.reports.$get({ query: pageParam ? { cursor: pageParam } : {} }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** What an entity's moderators and admins did, newest first. */
export function useModerationLogQuery(type: EntityType, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moderationKeys.log(type, id),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<{ entries: LogEntry[]; nextCursor: string | null }>(
        await client(type)[":id"]["moderation-log"].$get({
          param: { id: String(id) },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** A post or a comment, as the report and removal dialogs name it. */
export interface ContentRef {
  kind: "post" | "comment";
  id: string;
}

/** Reports a post or comment to the moderators of where it lives. */
export function useReportMutation() {
  return useMutation({
    mutationFn: async ({ content, reason }: { content: ContentRef; reason: string }) =>
      content.kind === "post"
        ? readJson(
            await api.posts[":postId"].reports.$post({ param: { postId: content.id }, json: { reason } }),
          )
        : readJson(
            await api.comments[":commentId"].reports.$post({
              param: { commentId: content.id },
              json: { reason },
            }),
          ),
  });
}

/**
 * A moderator removes a post or comment with a reason; feeds, comment lists, the queue and the
 * log are read again.
 */
export function useRemovalMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, reason }: { content: ContentRef; reason: string }) =>
      content.kind === "post"
        ? readJson(
            await api.posts[":postId"].removal.$post({ param: { postId: content.id }, json: { reason } }),
          )
        : readJson(
            await api.comments[":commentId"].removal.$post({
              param: { commentId: content.id },
              json: { reason },
            }),
          ),
    onSuccess: (_answer, { content }) => {
      if (content.kind === "post") removeCachedPost(queryClient, content.id);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      await queryClient.invalidateQueries({ queryKey: [...postKeys.all, "comments"] });
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}

/** A moderator closes a report that needs nothing. */
export function useDismissReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reportId: string) =>
      readJson(await api.reports[":reportId"].dismiss.$post({ param: { reportId } })),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}
