/**
 * The SQL side of the keyset cursors of shared/schemas/cursor.ts: how a timestamptz column is
 * written into a cursor (`instantCursor`, `cursorInstant`), UTC with PostgreSQL's microseconds,
 * e.g. 2026-11-22T17:47:12.123456Z. The codec itself, and its validation, live there alone.
 */
export const POSITION_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;
