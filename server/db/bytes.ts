import { type SQL, sql } from "drizzle-orm";

/**
 * Binary columns (bytea) crossing to and from the database as hex text. PGlite turns a bytea
 * parameter or result into bytes in JavaScript, byte by byte, on the event loop: a megabyte took
 * about 220 ms to write and 85 ms to read, against 40 ms and 5 ms as hex text, which Buffer
 * encodes and decodes natively (issue 26: a workspace page of the largest size held every other
 * request). node-postgres sends and reads bytea as hex text already; this costs it nothing.
 * Use these wherever a value can be large: workspace documents and their updates.
 */

/** A value to write into a bytea column. */
export function bytesParam(data: Uint8Array): SQL {
  return sql`decode(${Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("hex")}, 'hex')`;
}

/** A bytea expression to select: read it back with `fromHex`. */
export function hexOf(expression: SQL): SQL {
  return sql`encode(${expression}, 'hex')`;
}

/** The bytes a `hexOf` column came back as (null stays null). */
export function fromHex(hex: string): Uint8Array;
export function fromHex(hex: string | null): Uint8Array | null;
export function fromHex(hex: string | null): Uint8Array | null {
  if (hex === null) return null;
  const bytes = Buffer.from(hex, "hex");
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
