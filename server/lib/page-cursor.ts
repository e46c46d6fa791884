import { AppError } from "../errors";

/**
 * Keyset cursors: the sort values of a page's last row, as an opaque string (base64url of a JSON
 * array of strings). Values travel as text so that a timestamp keeps PostgreSQL's microseconds.
 */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

/** The `size` values of a cursor from `encodeCursor`; anything else is a 422 "Invalid cursor". */
export function decodeCursor(cursor: string, size: number): string[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    values = null;
  }
  if (
    !Array.isArray(values) ||
    values.length !== size ||
    !values.every((value) => typeof value === "string" && value.length <= 200)
  ) {
    throw new AppError("validation_failed", "Invalid cursor", [
      { path: "cursor", message: "Invalid cursor" },
    ]);
  }
  return values as string[];
}

/** A value that PostgreSQL would refuse as a uuid or timestamp must not reach it (no 500s). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks a cursor value with a test; a mismatch is the same 422 as a malformed cursor. */
export function cursorValue(value: string | undefined, valid: (value: string) => boolean): string {
  if (value === undefined || !valid(value)) {
    throw new AppError("validation_failed", "Invalid cursor", [
      { path: "cursor", message: "Invalid cursor" },
    ]);
  }
  return value;
}

/** Microseconds since 1970 as digits: how cursors carry a timestamp at PostgreSQL's precision. */
export const isMicrosText = (value: string) => /^\d{1,17}$/.test(value);
