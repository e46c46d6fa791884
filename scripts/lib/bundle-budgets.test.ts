import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGETS_KB, gzipSize, measureBudgets, pageWeight, prerenderedPages } from "./bundle-budgets.mjs";
import {
  chunkFiles,
  entryKey,
  htmlScripts,
  lazySceneIds,
  modulePreloadTags,
  scenesWithoutChunk,
} from "./bundle-manifest.mjs";

const manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js"],
    dynamicImports: ["scenes/A.tsx"],
  },
  "_react.js": { file: "assets/react.js" },
  "scenes/A.tsx": { file: "assets/A.js", isDynamicEntry: true, imports: ["_react.js", "_shared.js"] },
  "_shared.js": { file: "assets/shared.js", imports: ["scenes/A.tsx"] },
  "scenes/Dashboard/index.tsx": { file: "assets/dash.js", isDynamicEntry: true, imports: ["_shared.js"] },
};

const TEMPLATE = `<!doctype html><html><head>
<script src="/theme-init.js"></script>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
<!--app-head--></head><body><div id="root"></div></body></html>`;

describe("reading Vite's manifest", () => {
  it("finds the entry", () => {
    expect(entryKey(manifest)).toBe("index.html");
  });

  it("follows static imports, once each, and not dynamic ones", () => {
    expect([...chunkFiles(manifest, ["scenes/A.tsx"])].sort()).toEqual([
      "assets/A.js",
      "assets/react.js",
      "assets/shared.js",
    ]);
    expect([...chunkFiles(manifest, ["index.html"])].sort()).toEqual(["assets/index.js", "assets/react.js"]);
  });

  it("names a module the manifest does not know", () => {
    expect(() => chunkFiles(manifest, ["scenes/Typo.tsx"])).toThrow(
      /scenes\/Typo.tsx is not in the Vite manifest/,
    );
  });

  it("reads scripts and module preloads from HTML, not styles", () => {
    expect([...htmlScripts(TEMPLATE)]).toEqual(["theme-init.js", "assets/index.js", "assets/react.js"]);
  });

  it("finds the route tree's lazy scenes and those Vite merged into a shared chunk", () => {
    const source = `const A = lazyScene("scenes/A.tsx", () => import("../scenes/A"));
const B = lazyScene(
  "scenes/B.tsx",
  () => import("../scenes/B"),
);`;
    expect(lazySceneIds(source)).toEqual(["scenes/A.tsx", "scenes/B.tsx"]);
    expect(scenesWithoutChunk(manifest, lazySceneIds(source))).toEqual(["scenes/B.tsx"]);
  });

  it("preloads only the chunks the page does not load yet", () => {
    expect(modulePreloadTags(manifest, ["scenes/A.tsx"], TEMPLATE)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/A.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
    ]);
  });
});

/** A dist/app with the given files (path → contents) and prerendered pages. */
function fakeDist(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), "cg-budgets-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Bytes that gzip cannot shrink, always the same for a seed. */
function noise(length: number, seed = 1) {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

describe("page weights against the budgets", () => {
  const page = TEMPLATE.replace(
    "<!--app-head-->",
    modulePreloadTags(manifest, ["scenes/A.tsx"], TEMPLATE).join("\n"),
  );

  it("adds the gzip sizes of the HTML's scripts and of a route's lazy modules", () => {
    const distDir = fakeDist({
      "theme-init.js": "document.documentElement.className = 'light';",
      "assets/index.js": noise(2000, 1),
      "assets/react.js": noise(3000, 2),
      "assets/A.js": noise(500, 3),
      "assets/shared.js": noise(700, 4),
      "assets/dash.js": noise(900, 5),
    });
    const weight = pageWeight({ distDir, manifest, html: page });
    expect([...weight.files.keys()].sort()).toEqual([
      "assets/A.js",
      "assets/index.js",
      "assets/react.js",
      "assets/shared.js",
      "theme-init.js",
    ]);
    expect(weight.bytes).toBe([...weight.files.values()].reduce((a, b) => a + b, 0));
    expect(weight.files.get("assets/react.js")).toBe(gzipSize(noise(3000, 2)));
    const shell = pageWeight({ distDir, manifest, html: TEMPLATE, modules: ["scenes/Dashboard/index.tsx"] });
    expect(shell.files.has("assets/dash.js")).toBe(true);
    expect(shell.files.has("assets/shared.js")).toBe(true);
  });

  it("lists prerendered pages by path and fails a page over its budget", () => {
    const big = noise(BUDGETS_KB.marketing * 1024 + 2048, 7);
    const dashboardManifest = {
      ...manifest,
      "components/signed-in-shell.tsx": { file: "assets/shell.js" },
      "routes/member-pages.tsx": { file: "assets/member-pages.js" },
      "lib/query-scope.tsx": { file: "assets/scope.js" },
      "components/themed-toaster.tsx": { file: "assets/toaster.js" },
    };
    const distDir = fakeDist({
      "index.html": page,
      "features/groups/index.html": TEMPLATE.replace("/assets/index.js", "/assets/big.js"),
      "_shell.html": TEMPLATE,
      "theme-init.js": "",
      "assets/index.js": "export {}",
      "assets/big.js": big,
      "assets/react.js": "export {}",
      "assets/A.js": "export {}",
      "assets/shared.js": "export {}",
      "assets/dash.js": "export {}",
      "assets/shell.js": "export {}",
      "assets/member-pages.js": "export {}",
      "assets/scope.js": "export {}",
      "assets/toaster.js": "export {}",
    });
    expect(prerenderedPages(distDir).map((p) => p.path)).toEqual(["/", "/features/groups"]);
    const rows = measureBudgets(distDir, dashboardManifest);
    expect(rows.map((row) => [row.path, row.ok])).toEqual([
      ["/", true],
      ["/features/groups", false],
      ["/dashboard", true],
    ]);
  });
});
