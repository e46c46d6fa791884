// Renders every public page to static HTML in dist/app so that it reads without JavaScript.
// The server replaces %PUBLIC_URL% in these files with its configured PUBLIC_URL.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

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

// The shell for routes that are not prerendered (the signed-in app, unknown paths).
await writeFile(
  path.join(appDir, "_shell.html"),
  template.replace("<!--app-head-->", "<title>Common Ground</title>").replace("<!--app-html-->", ""),
);

for (const pagePath of PUBLIC_PATHS) {
  const { html, meta } = renderPage(pagePath);
  if (!meta) throw new Error(`${pagePath} rendered no <PageMeta>.`);
  const page = template
    .replace("<!--app-head-->", renderPageMetaTags({ ...meta, path: pagePath }, "%PUBLIC_URL%"))
    .replace("<!--app-html-->", html);
  const file = pagePath === "/" ? path.join(appDir, "index.html") : path.join(appDir, pagePath, "index.html");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
}
console.log(`prerendered ${PUBLIC_PATHS.length} pages`);
