import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "../lib/api-client";

const feedKey = ["calendar-feed"] as const;

/** The member's calendar feed address, or null before they asked for one. */
export function useCalendarFeedQuery(enabled: boolean) {
  return useQuery({
    queryKey: feedKey,
    queryFn: async () => (await readJson<{ url: string | null }>(await api.me["calendar-feed"].$get())).url,
    enabled,
  });
}

/** Makes the address, or a new one in place of the old (which stops working). */
export function useRenewCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await readJson<{ url: string }>(await api.me["calendar-feed"].$post())).url,
    onSuccess: (url) => queryClient.setQueryData(feedKey, url),
  });
}
