import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { ApiErrorBody, ErrorCode, FieldIssue } from "../shared/errors";
import { INVALID_CHARACTERS_MESSAGE, isInvalidCharactersIssue } from "../shared/schemas/text";

const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  invalid_json: 400,
  invalid_characters: 400,
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  misdirected_request: 421,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
};

/** An error with a stable code that the API turns into its JSON error shape. */
export class AppError extends Error {
  override name = "AppError";
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }

  toBody(requestId?: string): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
        ...(requestId ? { requestId } : {}),
      },
    };
  }
}

export const notFound = (message = "Not found.") => new AppError("not_found", message);
export const forbidden = (message = "You do not have permission to do that.") =>
  new AppError("forbidden", message);
export const unauthorized = (message = "User must be authenticated") => new AppError("unauthorized", message);

/**
 * Turns a zod failure into a 422 whose issues name each field with the schema's own message; or,
 * when any field holds a character no text field accepts, a 400 `invalid_characters` with the same
 * issues (docs/input-validation.md: such input is malformed, not a form mistake to explain).
 */
export function validationError(error: z.core.$ZodError): AppError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  if (error.issues.some(isInvalidCharactersIssue)) {
    return new AppError("invalid_characters", INVALID_CHARACTERS_MESSAGE, issues);
  }
  const first = issues[0]?.message ?? "The request is not valid.";
  return new AppError("validation_failed", first, issues);
}
