import { hc } from "hono/client";
import type { ApiRoutes } from "../../server/app";
import { isApiErrorBody } from "../../shared/errors";
import { ApiError } from "./api-error";

export { ApiError };

export interface RetryPolicy {
  /** Total attempts, the first included (spec §7: 3). */
  attempts: number;
  /** Wait before attempt n+1 after attempt n failed (spec §7: 1 s × n). */
  delayMs: (attempt: number) => number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 3,
  delayMs: (attempt) => 1000 * attempt,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Spec §7: network errors, status 0 and status 500 or above are worth another try. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status >= 500;
}

/**
 * Methods that may be sent again without doing a thing twice (RFC 9110 §9.2.2: safe or
 * idempotent). A POST or PATCH that failed with a 5xx or a dropped connection may still have been
 * carried out (an account made, a comment posted, a sign-in counted against its rate limit), so
 * it is sent once and its failure shown.
 */
const REPEATABLE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** Whether a request may be retried: `init.method` wins over a Request's own, as in `fetch`. */
export function isRepeatableRequest(input: RequestInfo | URL, init?: RequestInit): boolean {
  const method = init?.method ?? (input instanceof Request ? input.method : "GET");
  return REPEATABLE_METHODS.has(method.toUpperCase());
}

/**
 * `fetch` with the retry policy of spec §7, for requests that are safe to repeat (see
 * `REPEATABLE_METHODS`); others get one attempt. A network failure on the last attempt is thrown
 * as an ApiError with code `network_error`; an HTTP answer is always returned as it came.
 */
export function createFetchWithRetry(
  baseFetch: typeof fetch = (...args) => fetch(...args),
  policy = DEFAULT_RETRY_POLICY,
) {
  return async function fetchWithRetry(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const attempts = isRepeatableRequest(input, init) ? policy.attempts : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        const request = input instanceof Request ? input.clone() : input;
        const response = await baseFetch(request, { credentials: "same-origin", ...init });
        if (!isRetryableStatus(response.status) || attempt >= attempts) return response;
      } catch (error) {
        if ((error as Error)?.name === "AbortError") throw error;
        if (attempt >= attempts) {
          throw new ApiError(
            "Network error. Please check your connection and try again.",
            0,
            "network_error",
          );
        }
      }
      await policy.sleep(policy.delayMs(attempt));
    }
  };
}

/** Reads a response: the JSON body on success, an ApiError otherwise. */
export async function readJson<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as T;
  if (isApiErrorBody(body)) {
    throw new ApiError(body.error.message, response.status, body.error.code, body.error.issues);
  }
  throw new ApiError(`Request failed with status ${response.status}.`, response.status, "internal");
}

/** The typed client for our API: paths, inputs and outputs come from the server's route types. */
export const api = hc<ApiRoutes>("/api", { fetch: createFetchWithRetry() });
