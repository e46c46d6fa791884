import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root, found by walking up from this module: the same code runs from `server/`
 * (tests, development) and bundled from `dist/server/` (production).
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "commonground") {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Could not find the project root (package.json named commonground).");
    dir = parent;
  }
}

export const ROOT_DIR = findRoot();
export const MIGRATIONS_DIR = path.join(ROOT_DIR, "server", "db", "migrations");
export const APP_DIST_DIR = path.join(ROOT_DIR, "dist", "app");
