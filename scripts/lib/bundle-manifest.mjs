// Reading Vite's build manifest (dist/ssr/app-manifest.json, moved there by the prerender): which
// chunks a module needs, and which scripts a page's HTML asks for. Shared by the prerender, which
// preloads a page's chunks, and the bundle budget check, which weighs them.

/** The manifest key of the app's entry chunk (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error("The Vite manifest has no entry chunk.");
  return key;
}

/**
 * The chunk files that loading these modules fetches at once: each module's chunk and, through
 * their static imports, the chunks those import (dynamic imports wait for their own render).
 */
export function chunkFiles(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: is its lazyScene id a path under app/?`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The scripts and module preloads a page's HTML references, as paths under dist/app. */
export function htmlScripts(html) {
  const paths = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith("<script");
    const isModulePreload = tag.startsWith("<link") && /\brel="modulepreload"/.test(tag);
    if (!isScript && !isModulePreload) continue;
    const url = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if (url?.startsWith("/")) paths.add(url.slice(1));
  }
  return paths;
}

/** `<link rel="modulepreload">` tags for the chunks of these modules that the HTML does not load yet. */
export function modulePreloadTags(manifest, keys, html) {
  const present = htmlScripts(html);
  return [...chunkFiles(manifest, keys)]
    .filter((file) => !present.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

/** The module ids that a route tree's source passes to `lazyScene(...)`. */
export function lazySceneIds(source) {
  return [...source.matchAll(/lazyScene\(\s*"([^"]+)"/g)].map((match) => match[1]);
}

/**
 * The lazy scenes that Vite did not give a chunk of their own (a module also imported statically
 * elsewhere is merged into a shared chunk): the prerender could not preload them, nor the budget
 * check weigh them.
 */
export function scenesWithoutChunk(manifest, ids) {
  return ids.filter((id) => !manifest[id]?.isDynamicEntry);
}
