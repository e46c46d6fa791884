import { useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

export type MailboxPage = InferResponseType<(typeof api.dev.mailbox)["$get"], 200>;

export const devMailboxKeys = { all: ["dev-mailbox"] as const };

/** The local development mailbox, newest first, a page at a time. */
export function useDevMailboxQuery() {
  return useInfiniteQuery({
    queryKey: devMailboxKeys.all,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<MailboxPage>(await api.dev.mailbox.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    retry: false,
  });
}
