import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (a tar file) that each test file's database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Creating and migrating a PGlite database takes seconds; loading a dump of one takes a fraction.
 * The server tests' databases start from this dump (server/test/database.ts), made once per run.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const handle = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(handle);
  const dump = await handle.pglite?.dumpDataDir("none");
  await handle.close();
  if (!dump) return;
  const dir = mkdtempSync(path.join(tmpdir(), "cg-pglite-template-"));
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
