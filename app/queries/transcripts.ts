import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

const mine = api.me.transcripts;

type TranscriptsPage = InferResponseType<(typeof mine)["$get"], 200>;
export type TranscriptSummary = TranscriptsPage["transcripts"][number];
export type TranscriptCheck = InferResponseType<(typeof api.transcripts)[":code"]["$get"], 200>["transcript"];

export const transcriptKeys = {
  mine: ["me", "transcripts"] as const,
  check: (code: string) => ["transcripts", code] as const,
};

/** The member's transcripts, newest first, paged. */
export function useOwnTranscriptsQuery() {
  return useInfiniteQuery({
    queryKey: transcriptKeys.mine,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<TranscriptsPage>(await mine.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Issues a transcript of a period; the server may refuse it in words (no hours, too many). */
export function useIssueTranscript() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (period: { from: string; to: string }) =>
      (await readJson<{ transcript: TranscriptSummary }>(await mine.$post({ json: period }))).transcript,
    onSettled: () => client.invalidateQueries({ queryKey: transcriptKeys.mine }),
  });
}

/** A transcript as issued and what changed since, by its code: anyone's to check. */
export function useTranscriptCheckQuery(code: string) {
  return useQuery({
    queryKey: transcriptKeys.check(code),
    queryFn: async () =>
      (
        await readJson<{ transcript: TranscriptCheck }>(
          await api.transcripts[":code"].$get({ param: { code } }),
        )
      ).transcript,
    retry: false,
  });
}

/** Where the member downloads a transcript of theirs. */
export const transcriptDownloadPath = (code: string, format: "pdf" | "csv") =>
  `/api/me/transcripts/${encodeURIComponent(code)}/${format}`;
