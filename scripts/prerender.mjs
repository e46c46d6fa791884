// Renders every public page to static HTML in dist/app so that it reads without JavaScript, and
// preloads the chunks each page renders lazily. The server replaces %PUBLIC_URL% in these files
// with its configured PUBLIC_URL.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { modulePreloadTags } from "./lib/bundle-manifest.mjs";

const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "dist/app");
const { renderPage, renderPageMetaTags, PUBLIC_PATHS } = await import(
  pathToFileURL(path.join(root, "dist/ssr/entry-prerender.js")).href
);

// Vite's index.html is the template; keep a copy outside the served folder so that the
// prerender can run again after it has replaced index.html with the rendered home page.
const templateFile = path.join(root, "dist/ssr/template.html");
if (!existsSync(templateFile)) await copyFile(path.join(appDir, "index.html"), templateFile);
const template = await readFile(templateFile, "utf8");
if (!template.includes("<!--app-html-->") || !template.includes("<!--app-head-->")) {
  throw new Error(`${templateFile} lacks the <!--app-head--> or <!--app-html--> marker.`);
}

// The build manifest is for the build only: out of the served folder with it.
const MANIFEST_FILE = path.join(root, "dist/ssr/app-manifest.json");
const viteManifest = path.join(appDir, ".vite/manifest.json");
if (existsSync(viteManifest)) {
  await rename(viteManifest, MANIFEST_FILE);
  await rm(path.join(appDir, ".vite"), { recursive: true, force: true });
}
const manifest = JSON.parse(await readFile(MANIFEST_FILE, "utf8"));

// The shell for routes that are not prerendered (the signed-in app, unknown paths).
await writeFile(
  path.join(appDir, "_shell.html"),
  template.replace("<!--app-head-->", "<title>Common Ground</title>").replace("<!--app-html-->", ""),
);

for (const pagePath of PUBLIC_PATHS) {
  const { html, meta, modules } = await renderPage(pagePath);
  if (!meta) throw new Error(`${pagePath} rendered no <PageMeta>.`);
  const head = [
    renderPageMetaTags({ ...meta, path: pagePath }, "%PUBLIC_URL%"),
    ...modulePreloadTags(manifest, modules, template),
  ].join("\n    ");
  // The browser loads these modules before it hydrates the page (app/main.tsx).
  const page = template
    .replace("<!--app-head-->", head)
    .replace('<div id="root"><!--app-html-->', `<div id="root" data-modules="${modules.join(" ")}">${html}`);
  if (!page.includes("data-modules="))
    throw new Error(`${templateFile} lacks <div id="root"><!--app-html-->.`);
  const file = pagePath === "/" ? path.join(appDir, "index.html") : path.join(appDir, pagePath, "index.html");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
}
console.log(`prerendered ${PUBLIC_PATHS.length} pages`);
