import { z } from "zod";
import { validationError } from "../errors";

/**
 * Keyset cursors on (created_at, id): opaque to the browser, exact to the microsecond. A
 * timestamp read into a JS Date would lose its microseconds, and two posts in one millisecond
 * would then be skipped or repeated; so the position travels as PostgreSQL's own text.
 */
export interface Position {
  /** `created_at` as UTC text with microseconds, e.g. 2026-11-22T17:47:12.123456Z. */
  at: string;
  id: string;
}

const AT = /^(19|[2-9]\d)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** SQL that turns a timestamptz column into the cursor's text. */
export const POSITION_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

/** A time PostgreSQL will accept: no 31 February, no hour 25 (a JS Date would roll them over). */
function isRealTime(at: string): boolean {
  const time = Date.parse(at);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === at.slice(0, 19);
}

export function encodeCursor(position: Position): string {
  return Buffer.from(`${position.at}|${position.id}`, "utf8").toString("base64url");
}

/** The position a cursor names; a 422 "Not a valid cursor." when it names none. */
export function decodeCursor(cursor: string | undefined): Position | null {
  if (cursor === undefined || cursor === "") return null;
  const [at = "", id = ""] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!AT.test(at) || !UUID.test(id) || !isRealTime(at)) {
    const issue = new z.ZodError([
      { code: "custom", path: ["cursor"], message: "Not a valid cursor.", input: cursor },
    ]);
    throw validationError(issue);
  }
  return { at, id };
}
