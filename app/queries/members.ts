import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

/** One page of the members directory. */
export type MemberDirectoryPage = InferResponseType<typeof api.members.$get, 200>;
export type DirectoryMember = MemberDirectoryPage["members"][number];

export const memberKeys = {
  all: ["members"] as const,
  directory: (q: string) => [...memberKeys.all, "directory", q] as const,
};

export const memberDirectoryQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: memberKeys.directory(q),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<MemberDirectoryPage>(
        await api.members.$get({
          query: { ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the previous list stays (no flash of the skeleton on each key).
    placeholderData: keepPreviousData,
  });

/** The members directory by name, narrowed by `q` (empty, or 2 characters and more). */
export function useMemberDirectoryQuery(q: string) {
  return useInfiniteQuery(memberDirectoryQueryOptions(q));
}
