import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = pgliteTemplate();
    const handle = await openDatabase({
      dataDir: "memory://",
      loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
    });
    // Applies nothing when the template is current; migrates from scratch without one.
    await migrateDatabase(handle);
    return handle;
  }
  const name = `cg_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The migrated template made by global-setup.ts, when this runs under Vitest with it. */
function pgliteTemplate(): string | undefined {
  try {
    return inject("pgliteTemplate");
  } catch {
    return undefined;
  }
}
