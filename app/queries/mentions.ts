import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

type SuggestionsResponse = InferResponseType<typeof api.mentions.suggestions.$get, 200>;
/** A member the composer offers to mention. */
export type MentionSuggestion = SuggestionsResponse["members"][number];

export const mentionKeys = {
  all: ["mentions"] as const,
  suggestions: (q: string) => [...mentionKeys.all, "suggestions", q] as const,
};

/** At most 5 members whose name starts like `q` (the text typed after "@"); idle while `q` is empty. */
export function useMentionSuggestionsQuery(q: string) {
  return useQuery({
    queryKey: mentionKeys.suggestions(q),
    queryFn: async ({ signal }): Promise<SuggestionsResponse> =>
      readJson(await api.mentions.suggestions.$get({ query: { q } }, { init: { signal } })),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
