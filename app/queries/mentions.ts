import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { readJson } from "../lib/api-client";

// PROVISIONAL: the contract's shape until posts-server's routes are merged.
export interface MentionSuggestion {
  userId: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

export const mentionKeys = {
  all: ["mentions"] as const,
  suggestions: (q: string) => [...mentionKeys.all, "suggestions", q] as const,
};

/** At most 5 members whose name starts like `q` (the text typed after "@"); idle while `q` is empty. */
export function useMentionSuggestionsQuery(q: string) {
  return useQuery({
    queryKey: mentionKeys.suggestions(q),
    queryFn: async ({ signal }) =>
      readJson<{ members: MentionSuggestion[] }>(
        await fetch(`/api/mentions/suggestions?q=${encodeURIComponent(q)}`, { signal }),
      ),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
