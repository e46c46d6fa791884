/**
 * Stable error codes shared by the server (which sends them) and the browser (which maps them
 * to the spec's messages). The JSON shape of every API error is `ApiErrorBody`.
 */
export const ERROR_CODES = [
  "bad_request",
  "invalid_json",
  // A text field holds a character no text field accepts (shared/schemas/text.ts): a 400, since
  // no form of ours sends one; the issues name the fields as validation_failed's do.
  "invalid_characters",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  // The Host header names a site this server is not (server/middleware/host-guard.ts).
  "misdirected_request",
  "conflict",
  // A one-time link past its date (a supervisor's link to verify hours).
  "gone",
  "payload_too_large",
  // An upload whose content (not its name) is a type its bucket does not take.
  "unsupported_media_type",
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

/**
 * The upper-case codes that the auth endpoints (Better Auth's own and our Bluesky plugin) put in
 * their answers, `{ code, message }`. The server throws them and the browser branches on them,
 * both through `AUTH_ERROR` so that neither side can drift by a typo.
 */
export const AUTH_ERROR_CODES = [
  // Our checks in front of every auth endpoint.
  "BOT_CHECK_FAILED",
  "TOO_MANY_ATTEMPTS",
  "VALIDATION_FAILED",
  // Better Auth's, also sent by our Bluesky sign-in: sign-in before the address is confirmed.
  "EMAIL_NOT_VERIFIED",
  // Bluesky sign-in and registration (spec §5, §8).
  "SIGN_IN_FAILED",
  "FAILED_TO_CREATE_USER",
  "EMAIL_TAKEN",
  "EMAIL_CHECK_FAILED",
  "BLUESKY_AUTH_FAILED",
  "BLUESKY_UNREACHABLE",
  "BLUESKY_ACCOUNT_INFO",
  "BLUESKY_VALIDATE_FAILED",
  "BLUESKY_ALREADY_LINKED",
  "BLUESKY_NOT_LINKED",
  "BLUESKY_TICKET_EXPIRED",
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** Each auth error code by its own name: `AUTH_ERROR.EMAIL_NOT_VERIFIED`. */
export const AUTH_ERROR = Object.fromEntries(AUTH_ERROR_CODES.map((code) => [code, code])) as {
  readonly [Code in AuthErrorCode]: Code;
};
