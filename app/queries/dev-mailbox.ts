import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { useEffect } from "react";
import { api, readJson } from "../lib/api-client";

/** One page of the local development mailbox, newest first. */
export type MailboxPage = InferResponseType<typeof api.dev.mailbox.$get, 200>;

const KEY_STORAGE = "dev-mailbox-key";

/**
 * The key that opens the mailbox to whoever started the server: it arrives in the fragment of the
 * link printed on the server's console (`/dev/mailbox#key=…`), is kept in this browser so that
 * the page opens again without the link, and leaves the address bar.
 */
function mailboxKey(): string | null {
  const fromLink = new URLSearchParams(window.location.hash.slice(1)).get("key");
  if (fromLink) {
    window.localStorage.setItem(KEY_STORAGE, fromLink);
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }
  return window.localStorage.getItem(KEY_STORAGE);
}

export const devMailboxKeys = {
  all: ["dev-mailbox"] as const,
  list: () => [...devMailboxKeys.all, "list"] as const,
};

/** The kept mail a page at a time; always fresh, since a test or a developer waits for a new one. */
export const devMailboxQueryOptions = infiniteQueryOptions({
  queryKey: devMailboxKeys.list(),
  initialPageParam: undefined as string | undefined,
  queryFn: async ({ pageParam }) => {
    const key = mailboxKey();
    return readJson<MailboxPage>(
      await api.dev.mailbox.$get(
        { query: pageParam ? { cursor: pageParam } : {} },
        { headers: key ? { "x-mailbox-key": key } : {} },
      ),
    );
  },
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: 0,
  // Refusals (no key, not an admin) will not change on a retry.
  retry: false,
});

/**
 * The local development mailbox, newest first, a page at a time. The console's link pasted into a
 * tab already on the page changes only its fragment (no new page load): asked again then.
 */
export function useDevMailboxQuery() {
  const query = useInfiniteQuery(devMailboxQueryOptions);
  const { refetch } = query;
  useEffect(() => {
    const onHashChange = () => {
      if (new URLSearchParams(window.location.hash.slice(1)).get("key")) void refetch();
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [refetch]);
  return query;
}
