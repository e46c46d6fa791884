// Keeps the three homes apart (STYLE.md): app/ never imports server/ (one exception: the type of
// the API routes, for the typed client), and shared/ imports neither app/ nor server/.
// Also keeps presenters the only output of the API: a route answers `c.json(presentX(...))` or
// `c.json({ name: presentX(...) })`, never a shape written in the handler.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const IMPORT =
  /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) yield full;
  }
}

const problems = [];
for (const home of ["app", "shared"]) {
  for (const file of files(path.join(root, home))) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[3] ?? match[4];
      if (!specifier?.startsWith(".")) continue;
      const target = path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
      const typeOnly = Boolean(match[2]);
      const rel = path.relative(root, file);
      if (home === "shared" && (target === "app" || target === "server")) {
        problems.push(`${rel}: shared/ must not import ${target}/ (${specifier})`);
      }
      if (home === "app" && target === "server") {
        const allowed =
          typeOnly && path.resolve(path.dirname(file), specifier) === path.join(root, "server", "app");
        if (!allowed) problems.push(`${rel}: app/ must not import server/ (${specifier})`);
      }
    }
  }
}
const PRESENTED = /^\s*(present\w*\(|\{\s*\w+:\s*present\w*\()/;
for (const file of files(path.join(root, "server", "routes"))) {
  if (/\.test\.ts$/.test(file)) continue;
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(/\bc\.json\(/g)) {
    if (!PRESENTED.test(text.slice(match.index + match[0].length))) {
      const line = text.slice(0, match.index).split("\n").length;
      problems.push(`${path.relative(root, file)}:${line}: answer through a presenter (server/presenters/)`);
    }
  }
}
if (problems.length) {
  console.error(`Import boundaries broken:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("import boundaries and presented answers: ok");
