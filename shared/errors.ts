/**
 * Stable error codes shared by the server (which sends them) and the browser (which maps them
 * to the spec's messages). The JSON shape of every API error is `ApiErrorBody`.
 */
export const ERROR_CODES = [
  "bad_request",
  "invalid_json",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "rate_limited",
  "internal",
  "service_unavailable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One invalid field of a request, with a message fit to show beside it. */
export interface FieldIssue {
  path: string;
  message: string;
}

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    issues?: FieldIssue[];
    requestId?: string;
  };
}

/** True when a parsed JSON body has the shape of an API error. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}
