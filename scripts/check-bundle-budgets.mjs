// Fails when a page's first render loads more gzip JavaScript than its budget (issue 7: 100 KiB
// for a marketing page, 108 since issue 27's icons and drawings; 200 KiB for the signed-in
// shell). Run after `npm run build`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { measureBudgets } from "./lib/bundle-budgets.mjs";
import { lazySceneIds, scenesWithoutChunk } from "./lib/bundle-manifest.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.join(root, "dist/app");
const manifest = JSON.parse(readFileSync(path.join(root, "dist/ssr/app-manifest.json"), "utf8"));
const merged = scenesWithoutChunk(
  manifest,
  ["app/routes/index.tsx", "app/routes/member-pages.tsx"].flatMap((file) =>
    lazySceneIds(readFileSync(path.join(root, file), "utf8")),
  ),
);
if (merged.length) {
  console.error(
    `These lazy scenes have no chunk of their own (imported statically elsewhere?): ${merged.join(", ")}`,
  );
  process.exit(1);
}
const rows = measureBudgets(distDir, manifest);

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const named = rows.filter((row) => ["/", "/features/groups", "/dashboard"].includes(row.path));
const heaviest = rows.filter((row) => row.path !== "/dashboard").sort((a, b) => b.bytes - a.bytes);
console.log("first render, gzip JavaScript (KiB)   size  budget");
for (const row of new Set([...named, ...heaviest.slice(0, 3), ...rows.filter((r) => !r.ok)])) {
  console.log(
    `${row.path.padEnd(34)} ${kb(row.bytes)}  ${String(row.limitKb).padStart(6)}${row.ok ? "" : "  OVER"}`,
  );
}
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`\n${over.length} page(s) over budget: ${over.map((row) => row.path).join(", ")}`);
  process.exit(1);
}
console.log(`\nbundle budgets: ok (${rows.length} pages)`);
