import { z } from "zod";

/**
 * Keyset cursors: the position of a page's last row (its sort key and id), handed to the browser
 * as an opaque base64url string and sent back for the next page. Lists never use OFFSET.
 */

export const INVALID_CURSOR_MESSAGE = "Invalid cursor";

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) throw new Error("not base64url");
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/** The cursor of a position (a tuple of the sort key's values and the id). */
export function encodeCursor(position: readonly unknown[]): string {
  return toBase64Url(JSON.stringify(position));
}

/**
 * A `cursor` query parameter holding a position of this shape: anything else (not ours, edited,
 * from another list) is refused with one message, before the database sees it.
 */
export function keysetCursor<T extends z.ZodType>(position: T) {
  return z
    .string()
    .max(512, INVALID_CURSOR_MESSAGE)
    .transform((value, ctx) => {
      try {
        return JSON.parse(fromBase64Url(value)) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: INVALID_CURSOR_MESSAGE });
        return z.NEVER;
      }
    })
    .pipe(position);
}

/** A row id in a cursor: a PostgreSQL `integer` identity. */
export const cursorId = z
  .number(INVALID_CURSOR_MESSAGE)
  .int(INVALID_CURSOR_MESSAGE)
  .min(1)
  .max(2_147_483_647);

const MICROSECOND_INSTANT = /^(\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/;

/**
 * An instant at the database's precision (microseconds, UTC), as the server writes it into a
 * cursor; only real calendar instants pass, so the database never meets "February 31".
 */
export const cursorInstant = z.string(INVALID_CURSOR_MESSAGE).refine((value) => {
  const match = MICROSECOND_INSTANT.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (year < 100) date.setUTCFullYear(year);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}, INVALID_CURSOR_MESSAGE);

/**
 * A position in a list kept in time order (posts, comments, notifications, memberships): the row's
 * instant at the database's precision (`POSITION_FORMAT` in server/db/cursor.ts writes it) and
 * its uuid. A JS Date would lose the microseconds, and two rows of one millisecond would then be
 * skipped or repeated; so the instant travels as PostgreSQL's own text.
 */
export const instantCursor = keysetCursor(
  z.tuple([cursorInstant, z.uuid(INVALID_CURSOR_MESSAGE)], { error: INVALID_CURSOR_MESSAGE }),
);
export type InstantPosition = z.output<typeof instantCursor>;

/**
 * One page of a keyset list: the first `size` of `rows`, which the query fetched as `size + 1` so
 * that one more row says a next page exists, and the next page's position (the last row's sort
 * keys and id, as `keyOf` names them), or null at the end. Every list pages through this.
 */
export function takePage<T, K extends readonly unknown[]>(
  rows: readonly T[],
  size: number,
  keyOf: (last: T) => K,
): { page: T[]; next: K | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, next: rows.length > size && last !== undefined ? keyOf(last) : null };
}
