import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

/** One page of the local development mailbox, newest first. */
export type MailboxPage = InferResponseType<typeof api.dev.mailbox.$get, 200>;

export const devMailboxKeys = {
  all: ["dev-mailbox"] as const,
  list: () => [...devMailboxKeys.all, "list"] as const,
};

/** The kept mail a page at a time; always fresh, since a test or a developer waits for a new one. */
export const devMailboxQueryOptions = infiniteQueryOptions({
  queryKey: devMailboxKeys.list(),
  initialPageParam: undefined as string | undefined,
  queryFn: async ({ pageParam }) =>
    readJson<MailboxPage>(await api.dev.mailbox.$get({ query: pageParam ? { cursor: pageParam } : {} })),
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: 0,
  // Refusals (not on this machine, not an admin) will not change on a retry.
  retry: false,
});

/** The local development mailbox, newest first, a page at a time. */
export function useDevMailboxQuery() {
  return useInfiniteQuery(devMailboxQueryOptions);
}
