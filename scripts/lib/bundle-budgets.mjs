// The JavaScript budgets of issue 7 (gzip bytes a page loads), measured from the build: a page's
// first render loads the module scripts and preloads its HTML references (the prerender adds the
// chunks of the scenes it rendered) plus, for pages the server does not prerender, the chunks of
// the lazy scenes their route renders. Used by scripts/check-bundle-budgets.mjs and the e2e check.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chunkFiles, htmlScripts } from "./bundle-manifest.mjs";

/**
 * Budgets in KiB of gzip JavaScript for a page's first render: issue 7's 200 for the signed-in
 * shell plus what issue 31 must have at once offline, issue 7's 100 KiB plus the icons and drawings
 * of issue 27 for marketing pages, and ours for the one public page that is a form
 * (docs/decisions.md, "Budgets").
 */
export const BUDGETS_KB = { marketing: 108, publicForm: 162, signedIn: 204 };

/** Prerendered pages that hydrate a form (react-hook-form and the shared zod schema) at once. */
export const PUBLIC_FORM_PAGES = ["/beta-signup"];

/**
 * The modules /dashboard renders lazily on its first render (app/routes/index.tsx): the signed-in
 * shell, the members' pages table (routes/member-pages.tsx), the QueryClient scope every such
 * scene has, the page, and the Toaster the start-up asks for. The e2e check compares this with what Chromium fetches.
 */
export const DASHBOARD_FIRST_RENDER = [
  "components/signed-in-shell.tsx",
  "routes/member-pages.tsx",
  "lib/query-scope.tsx",
  "scenes/Dashboard/index.tsx",
  "components/themed-toaster.tsx",
];

/**
 * The size of a file's bytes as the server sends them to a browser (server/static.ts): gzip at
 * level 9 from 128 bytes up when that is smaller, the file as it is otherwise.
 */
export function gzipSize(bytes) {
  if (bytes.length < 128) return bytes.length;
  return Math.min(gzipSync(bytes, { level: 9 }).length, bytes.length);
}

/**
 * What one page's first render loads: the scripts its HTML references and the chunks of the
 * lazily rendered `modules` (for a page the server does not prerender), each with its gzip size.
 * (A marketing page then fetches its data's code after the first paint; the e2e check reports it.)
 */
export function pageWeight({ distDir, manifest, html, modules = [] }) {
  const files = new Set([...htmlScripts(html), ...chunkFiles(manifest, modules)]);
  const sizes = new Map([...files].map((file) => [file, gzipSize(readFileSync(path.join(distDir, file)))]));
  const bytes = [...sizes.values()].reduce((total, size) => total + size, 0);
  return { files: sizes, bytes };
}

/** Every prerendered page under dist/app: its path and HTML file. */
export function prerenderedPages(distDir) {
  const pages = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets") visit(path.join(dir, entry.name));
      else if (entry.name === "index.html") {
        const relative = path.relative(distDir, dir).split(path.sep).join("/");
        pages.push({ path: `/${relative}`, htmlFile: path.join(dir, entry.name) });
      }
    }
  };
  visit(distDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Each budgeted page's weight against its limit: every prerendered page and /dashboard. */
export function measureBudgets(distDir, manifest) {
  const rows = prerenderedPages(distDir).map((page) => ({
    path: page.path,
    limitKb: PUBLIC_FORM_PAGES.includes(page.path) ? BUDGETS_KB.publicForm : BUDGETS_KB.marketing,
    ...pageWeight({ distDir, manifest, html: readFileSync(page.htmlFile, "utf8") }),
  }));
  rows.push({
    path: "/dashboard",
    limitKb: BUDGETS_KB.signedIn,
    ...pageWeight({
      distDir,
      manifest,
      html: readFileSync(path.join(distDir, "_shell.html"), "utf8"),
      modules: DASHBOARD_FIRST_RENDER,
    }),
  });
  return rows.map((row) => ({ ...row, ok: row.bytes <= row.limitKb * 1024 }));
}
