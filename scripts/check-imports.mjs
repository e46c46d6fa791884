// Import rules the type checker cannot see (docs/architecture.md, "Folder tree"):
// - no import cycle anywhere in app/, server/, shared/ and scripts/, runtime or type-only, dynamic
//   imports included (a lazily loaded chunk that imports its loader back is still a cycle);
// - the engine (the database client, the job queue and worker, the recording and dispatch of
//   domain events, object storage) imports no feature: features plug into it from the
//   composition (server/background.ts, server/start.ts, server/app.ts), never the other way.
// Built on dpdm's dependency tree (the TypeScript compiler's own parse, tsconfig paths resolved).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseCircular, parseDependencyTree } from "dpdm";

const SOURCES = ["app/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts", "scripts/**/*.{ts,mjs}"];

/** The engine: files and folders that run features without knowing any. */
const ENGINE = [
  "server/jobs/",
  "server/events/dispatcher.ts",
  "server/events/record.ts",
  "server/events/types.ts",
  "server/storage/",
  "server/db/",
];
/** What the engine may lean on besides itself: the process's settings, errors, logger and lib/. */
const BASE = [
  "shared/",
  "server/env.ts",
  "server/logger.ts",
  "server/errors.ts",
  "server/paths.ts",
  "server/lib/",
];

const within = (file, prefixes) => prefixes.some((p) => (p.endsWith("/") ? file.startsWith(p) : file === p));
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** Every broken rule under `root`, one line each. */
export async function importProblems(root, sources = SOURCES) {
  const tree = await parseDependencyTree(sources, {
    context: root,
    cwd: root,
    tsconfig: path.join(root, "tsconfig.json"),
    transform: false,
    skipDynamicImports: false,
  });
  const rel = (file) => path.relative(root, path.resolve(root, file)).split(path.sep).join("/");
  const problems = parseCircular(tree).map((cycle) => {
    const files = cycle.map(rel);
    return `import cycle: ${[...files, files[0]].join(" -> ")}`;
  });
  for (const [issuer, deps] of Object.entries(tree)) {
    const from = rel(issuer);
    if (!deps || isTest(from) || !within(from, ENGINE)) continue;
    for (const dep of deps) {
      if (!dep.id || dep.id.includes("node_modules") || !path.isAbsolute(path.resolve(root, dep.id)))
        continue;
      const to = rel(dep.id);
      if (to.startsWith("..") || to.startsWith("node:")) continue;
      if (!within(to, ENGINE) && !within(to, BASE)) {
        problems.push(`${from}: the engine imports a feature (${to}); wire it in from the composition`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const problems = await importProblems(root);
  if (problems.length) {
    console.error(`Import rules broken:\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log("import cycles and the engine's imports: ok");
}
