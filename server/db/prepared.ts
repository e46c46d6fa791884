import { type SQL, sql } from "drizzle-orm";
import type { DatabaseHandle, Executor } from "./client";

/** A statement's parameters: text (cast in the statement, e.g. `$1::uuid`) or null. */
export type StatementParams = readonly (string | null)[];

/** A statement planned once and run many times with text parameters. */
export type PreparedQuery<Row> = (params: StatementParams) => Promise<Row[]>;

/** A text value as an SQL literal (standard_conforming_strings is on in both databases). */
function literal(value: string | null): string {
  return value === null ? "null" : `'${value.replaceAll("'", "''")}'`;
}

/** Statement texts Drizzle builds that PGlite keeps prepared (planOnce), by text: their names. */
const PLANNED_TEXTS = new Map<string, string>();

/**
 * A Drizzle query prepared once: with PostgreSQL, node-postgres prepares Drizzle's named query on
 * each pooled connection. Drizzle's PGlite driver sends the text on every run, which PGlite parses
 * and plans again each time; registered here, the PGlite client of `openDatabase`
 * (`plannedPglite`) keeps an SQL `PREPARE` of it instead, as `prepareQuery` does. Drizzle still
 * maps the rows. For statements of the hot paths only: each holds a plan in the session for good.
 */
export function planOnce<Prepared extends { getQuery(): { sql: string } }>(
  query: { prepare(name: string): Prepared },
  name: string,
): Prepared {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad statement name: ${name}`);
  const prepared = query.prepare(name);
  PLANNED_TEXTS.set(prepared.getQuery().sql, name);
  return prepared;
}

/** A Drizzle parameter as an `EXECUTE` argument, or undefined for one that is not text or a number. */
function argument(value: unknown): string | undefined {
  if (value === null || typeof value === "string") return literal(value);
  if (typeof value === "number" && Number.isFinite(value)) return literal(String(value));
  return undefined;
}

/** What Drizzle's PGlite driver calls on its client for a query with parameters. */
interface QueryClient {
  query(text: string, params?: unknown[], options?: object): Promise<unknown>;
  exec(text: string, options?: object): Promise<unknown[]>;
}

/**
 * The PGlite client Drizzle is given: every call goes to PGlite itself, except a query whose
 * text planOnce registered, which runs as `EXECUTE` of a `PREPARE` made on its first run, its
 * parameters as literals (a parameter that is neither text nor a number sends the text as it
 * came). A failed `PREPARE` fails that run and is made again on the next.
 *
 * An `EXECUTE` carries its arguments as literals, so here and in `prepareQuery` it goes by PGlite's
 * `exec` (one simple-protocol Query message) rather than `query` (Parse, Describe, Bind, Execute
 * and Sync, each its own pass through PGlite): a feed page took 2.0-2.4 ms of CPU instead of
 * 2.8-3.4. Both answer the same rows, parsed by the same type parsers, in the same row mode.
 */
export function plannedPglite<Client extends QueryClient>(client: Client): Client {
  const prepared = new Map<string, Promise<unknown>>();
  async function query(text: string, params: unknown[] = [], options?: object) {
    const name = PLANNED_TEXTS.get(text);
    const args = name ? params.map(argument) : [];
    if (!name || args.includes(undefined)) return client.query(text, params, options);
    let ready = prepared.get(name);
    if (!ready) {
      ready = client.exec(`prepare ${name} as ${text}`);
      prepared.set(name, ready);
      ready.catch(() => prepared.delete(name));
    }
    await ready;
    const [result] = await client.exec(`execute ${name}(${args.join(", ")})`, options);
    return result;
  }
  return new Proxy(client, {
    get(target, key) {
      if (key === "query") return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" && key !== "constructor" ? value.bind(target) : value;
    },
  });
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
