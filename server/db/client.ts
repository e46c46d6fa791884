import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { plannedPglite } from "./planned-pglite";
import * as schema from "./schema";
import { type TurnTaking, turnTaking } from "./turns";

/**
 * The database as the rest of the server sees it. PGlite and node-postgres both speak real
 * PostgreSQL; Drizzle gives them one query API, so one type serves both.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: commands accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw PGlite instance (embedded mode only): migrations and LISTEN use it directly. */
  pglite?: PGlite;
  /**
   * With `pglite`: the turns the server's own statements on it take (db/turns.ts); Drizzle's take
   * them already.
   */
  turns?: TurnTaking;
  /** The node-postgres pool (server mode only). */
  pool?: pg.Pool;
  /** The PostgreSQL URL (server mode only): LISTEN takes a connection of its own. */
  url?: string;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  dataDir?: string;
  /** A PGlite data directory dumped with `dumpDataDir`, to start from (tests clone a migrated one). */
  loadDataDir?: Blob;
  poolSize?: number;
}

/**
 * Named prepared statements (db/prepared.ts: the session lookup, the feeds) are written for one
 * generic plan, cursor and all; left to choose, PostgreSQL kept planning the feed's statement on
 * many runs (3 ms of planning for 1 ms of work). Only named statements use the plan cache:
 * Drizzle's unnamed ones are planned for their values as before.
 */
const PLAN_CACHE_MODE = "force_generic_plan";

/**
 * What a random page read costs against a sequential one, for the planner. PostgreSQL's default
 * (4) dates from spinning disks; on SSDs and with the hot tables in memory, 1.1 is the usual
 * setting. It matters most to generic plans, which cannot see how many rows a parameter selects:
 * at 4, search read every group whose name starts with the query and sorted them rather than
 * walking the name index for the first five (docs/decisions.md, "Search").
 */
const RANDOM_PAGE_COST = "1.1";

/** Every connection's settings (PostgreSQL's startup options; PGlite's session). */
export const SESSION_SETTINGS: Record<string, string> = {
  plan_cache_mode: PLAN_CACHE_MODE,
  random_page_cost: RANDOM_PAGE_COST,
};

/** Opens PGlite (embedded default) or a PostgreSQL pool (scaled mode). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      options: Object.entries(SESSION_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(" "),
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      pool,
      url: options.url,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.exec(`set ${name} = ${value}`);
  const turns = turnTaking();
  // Statements registered with planOnce run as SQL `PREPARE`d ones (db/planned-pglite.ts).
  const db = drizzlePglite(plannedPglite(takingTurns(client, turns)), { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    pglite: client,
    turns,
    ping: async () => {
      await turns(() => client.query("select 1"));
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * PGlite whose statements and transactions, as Drizzle calls them, take turns with the event loop
 * (db/turns.ts). PGlite's own calls (LISTEN, a transaction's statements) go straight through:
 * they run inside a turn already. A method replaced on the instance (a test's spy) is gated too.
 */
function takingTurns(client: PGlite, turns: TurnTaking): PGlite {
  const gated = new Set<PropertyKey>(["query", "exec", "transaction"]);
  const wrapped = new WeakMap<object, unknown>();
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function" || key === "constructor") return value;
      let method = wrapped.get(value);
      if (!method) {
        const bound = value.bind(target) as (...args: unknown[]) => Promise<unknown>;
        method = gated.has(key) ? (...args: unknown[]) => turns(() => bound(...args)) : bound;
        wrapped.set(value, method);
      }
      return method;
    },
  });
}
