import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR } from "../paths";
import type { DatabaseHandle } from "./client";

/** Any number: it only has to be the same in every process that migrates. */
const MIGRATION_LOCK_ID = 4_242_001;

/**
 * Applies pending migrations. With several servers starting at once against PostgreSQL, an
 * advisory lock lets one migrate while the others wait and then find nothing to do.
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_DIR) {
  if (handle.pglite) {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder });
    return;
  }
  if (!handle.pool) throw new Error("Database handle has neither PGlite nor a pool.");
  const client = await handle.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
