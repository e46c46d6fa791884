import type { ErrorCode, FieldIssue } from "../../shared/errors";

/**
 * An API answer that was not a success, with the server's stable code and field issues. Apart
 * from the client so that the query defaults can read it without loading the client itself.
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | "network_error",
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
  }
}
