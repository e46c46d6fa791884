import type { DatabaseHandle } from "./client";

/** A statement planned once and run many times with text parameters. */
export type PreparedQuery<Row> = (params: readonly string[]) => Promise<Row[]>;

/** A text value as an SQL literal (standard_conforming_strings is on in both databases). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * For the hottest statements: planned once per connection, not on every run. With PostgreSQL,
 * node-postgres prepares a named query on each pooled connection. PGlite's extended-protocol
 * queries are parsed and planned on every run (a session lookup's join took 0.7 ms, of which 0.4
 * planning), and its one session keeps an SQL `PREPARE` for good: runs are `EXECUTE`s, their
 * parameters as literals since `EXECUTE` takes no bind parameters. The same SQL text either way.
 */
export function prepareQuery<Row>(
  handle: DatabaseHandle,
  name: string,
  text: string,
  paramTypes: readonly string[],
): PreparedQuery<Row> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad statement name: ${name}`);
  const { pglite, pool } = handle;
  if (pglite) {
    let prepared: Promise<unknown> | null = null;
    return async (params) => {
      prepared ??= pglite.exec(`prepare ${name} (${paramTypes.join(", ")}) as ${text}`).catch((error) => {
        prepared = null;
        throw error;
      });
      await prepared;
      return (await pglite.query<Row>(`execute ${name}(${params.map(literal).join(", ")})`)).rows;
    };
  }
  if (!pool) throw new Error("Database handle has neither PGlite nor a pool.");
  return async (params) =>
    (await pool.query<Row & Record<string, unknown>>({ name, text, values: [...params] })).rows;
}
