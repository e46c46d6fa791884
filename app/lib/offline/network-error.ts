import { ApiError } from "../api-error";

/** Whether a request failed for want of a network (no answer at all, after the retries). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === "network_error";
}
