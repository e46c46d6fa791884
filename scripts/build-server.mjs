// Bundles the server's TypeScript into dist/server; npm packages stay external (node_modules).
import { build } from "esbuild";

await build({
  entryPoints: {
    index: "server/index.ts",
    migrate: "server/migrate-cli.ts",
    demo: "server/demo-cli.ts",
    // The Yjs worker thread (server/workspaces/yjs-pool.ts), a file of its own beside index.js.
    "yjs-worker": "server/workspaces/yjs-worker.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
