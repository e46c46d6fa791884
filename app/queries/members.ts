import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

/** One page of the members directory. */
export type MemberDirectoryPage = InferResponseType<typeof api.members.$get, 200>;
export type DirectoryMember = MemberDirectoryPage["members"][number];

export const memberKeys = {
  all: ["members"] as const,
  directory: (q: string, organisation = "") => [...memberKeys.all, "directory", q, organisation] as const,
};

export const memberDirectoryQueryOptions = (q: string, organisation = "") =>
  infiniteQueryOptions({
    queryKey: memberKeys.directory(q, organisation),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<MemberDirectoryPage>(
        await api.members.$get({
          query: {
            ...(q ? { q } : {}),
            ...(organisation ? { organisation } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the previous list stays (no flash of the skeleton on each key).
    placeholderData: keepPreviousData,
  });

/**
 * The members directory by name, narrowed by `q` (empty, or 2 characters and more) and by an
 * organisation (`group-{n}` or `partnership-{n}`; empty for everyone).
 */
export function useMemberDirectoryQuery(q: string, organisation = "") {
  return useInfiniteQuery(memberDirectoryQueryOptions(q, organisation));
}
