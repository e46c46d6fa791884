// Writes the service worker's precache list into dist/app/sw.js (built from app/sw/sw.ts by
// vite-plugin-pwa). Run after the prerender, which makes the app shell (_shell.html): the list
// must carry the final files' revisions. What is precached: the shell, the offline page and every
// chunk and style sheet but the two big ones few members open (the workspace editor, the report
// charts: the service worker keeps them once fetched). Fails when the list grows past its cap.
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { injectManifest } from "workbox-build";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.join(root, "dist/app");
const manifest = JSON.parse(readFileSync(path.join(root, "dist/ssr/app-manifest.json"), "utf8"));

/** Modules whose chunks are left out (their own chunk only; what they share with others stays). */
const LEFT_OUT = ["scenes/Workspace/page-view.tsx", "scenes/ImpactReport/bar-chart.tsx"];
/** The cap of the precache, bytes as stored (uncompressed): a new member downloads all of it once. */
export const PRECACHE_CAP_BYTES = 2.5 * 1024 * 1024;

const leftOut = LEFT_OUT.map((key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest.`);
  return chunk.file;
});

// The worker as built, kept outside the served folder (as the prerender keeps its template), so
// that this can run again: the list replaces the injection point, which is then gone.
const swFile = path.join(distDir, "sw.js");
const swTemplate = path.join(root, "dist/ssr/sw-template.js");
if (!existsSync(swTemplate)) copyFileSync(swFile, swTemplate);
const { count, size, warnings } = await injectManifest({
  swSrc: swTemplate,
  swDest: swFile,
  globDirectory: distDir,
  globPatterns: [
    "_shell.html",
    "offline.html",
    "theme-init.js",
    "favicon.svg",
    "logo.svg",
    "icons/*.png",
    "assets/**/*.{js,css}",
  ],
  globIgnores: leftOut,
  // Hashed file names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 1024 * 1024,
});
for (const warning of warnings) console.warn(warning);
console.log(`precache: ${count} files, ${(size / 1024).toFixed(0)} KiB`);
if (size > PRECACHE_CAP_BYTES) {
  console.error(`The precache is over its cap of ${PRECACHE_CAP_BYTES / 1024} KiB: leave out more chunks.`);
  process.exit(1);
}
if (warnings.length) process.exit(1);
