import { ApiError } from "./api-client";

/** The words to show for a failed request: the server's field message when it gave one. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.issues[0]?.message ?? error.message ?? fallback;
  return fallback;
}
