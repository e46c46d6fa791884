import { type SQL, sql } from "drizzle-orm";
import type { DatabaseHandle, Executor } from "./client";
import { literal } from "./planned-pglite";

/** A statement's parameters: text (cast in the statement, e.g. `$1::uuid`) or null. */
export type StatementParams = readonly (string | null)[];

/** A statement planned once and run many times with text parameters. */
export type PreparedQuery<Row> = (params: StatementParams) => Promise<Row[]>;

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
    // In turn with every other statement (db/turns.ts): openDatabase sets both.
    const { turns } = handle;
    if (!turns) throw new Error("A PGlite handle comes with its turns (openDatabase).");
    let prepared: Promise<unknown> | null = null;
    return async (params) => {
      prepared ??= turns(() => pglite.exec(`prepare ${name} (${paramTypes.join(", ")}) as ${text}`)).catch(
        (error) => {
          prepared = null;
          throw error;
        },
      );
      await prepared;
      const [result] = await turns(() => pglite.exec(`execute ${name}(${params.map(literal).join(", ")})`));
      return (result?.rows ?? []) as Row[];
    };
  }
  if (!pool) throw new Error("Database handle has neither PGlite nor a pool.");
  return async (params) =>
    (await pool.query<Row & Record<string, unknown>>({ name, text, values: [...params] })).rows;
}

/**
 * A statement of the hot paths, prepared once per database handle on first use: `run(handle,
 * params)` from routes outside a transaction; `runIn(executor, params)` runs the same text
 * unprepared through Drizzle, inside a transaction too (what a write reads back before commit).
 */
export function statement<Row>(name: string, text: string, paramTypes: readonly string[]) {
  const prepared = new WeakMap<DatabaseHandle, PreparedQuery<Row>>();
  return {
    text,
    run(handle: DatabaseHandle, params: StatementParams): Promise<Row[]> {
      let query = prepared.get(handle);
      if (!query) {
        query = prepareQuery<Row>(handle, name, text, paramTypes);
        prepared.set(handle, query);
      }
      return query(params);
    },
    async runIn(db: Executor, params: StatementParams): Promise<Row[]> {
      return (await db.execute(bindPositional(text, params))).rows as Row[];
    },
  };
}

/** `$n` placeholders of a statement's text bound to values, as Drizzle SQL. */
export function bindPositional(text: string, params: StatementParams): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => {
      if (i % 2 === 0) return sql.raw(part);
      const index = Number(part) - 1;
      if (index < 0 || index >= params.length) throw new Error(`statement parameter $${part} has no value`);
      return sql`${params[index]}`;
    }),
    sql``,
  );
}
