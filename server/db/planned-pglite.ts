/**
 * The PGlite client's side of prepared statements: Drizzle queries registered once (planOnce) run
 * as SQL `PREPARE`d statements. Below the database handle (client.ts builds its PGlite client
 * with it), so it imports nothing of the handle.
 */
/** A text value as an SQL literal (standard_conforming_strings is on in both databases). */
export function literal(value: string | null): string {
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
