import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../context";
import { AppError } from "../errors";

/** Maps a framework HTTP exception (malformed JSON, body limit) to one of our stable codes. */
function fromHttpException(error: HTTPException): AppError {
  if (error.status === 413) return new AppError("payload_too_large", "The request body is too large.");
  if (error.status === 400 && /json/i.test(error.message)) {
    return new AppError("invalid_json", "The request body is not valid JSON.");
  }
  if (error.status === 401)
    return new AppError("unauthorized", error.message || "User must be authenticated");
  if (error.status === 403) return new AppError("forbidden", error.message || "Forbidden.");
  if (error.status === 404) return new AppError("not_found", error.message || "Not found.");
  if (error.status === 429) return new AppError("rate_limited", error.message || "Too many requests.");
  return new AppError("bad_request", error.message || "The request could not be processed.");
}

/** The one place errors become responses: JSON with a stable code for the API. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  let appError: AppError;
  if (error instanceof AppError) appError = error;
  else if (error instanceof HTTPException) appError = fromHttpException(error);
  else {
    c.var.logger?.error({ err: error }, "unhandled error");
    appError = new AppError("internal", "Something went wrong on our side. Please try again.");
  }
  if (!c.req.path.startsWith("/api/") && c.req.path !== "/api") {
    return c.text(appError.message, appError.status);
  }
  return c.json(appError.toBody(c.var.requestId), appError.status);
};

/** Unknown API routes answer JSON; other paths are the browser app's (see static.ts). */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) => {
  const error = new AppError("not_found", `No API route matches ${c.req.method} ${c.req.path}.`);
  return c.json(error.toBody(c.var.requestId), 404);
};
