import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const root = path.resolve(import.meta.dirname, "app");

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: path.join(root, "public"),
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (app/sw/sw.ts) compiled to dist/app/sw.js, a classic script. Its
    // precache list is written in after the prerender (scripts/precache.mjs), which makes the
    // final HTML: hence no injection point here. We write the manifest and the registration.
    VitePWA({
      disable: Boolean(isSsrBuild),
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: { injectionPoint: undefined, rollupFormat: "iife", sourcemap: false },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: {
      "@app": root,
      "@shared": path.resolve(import.meta.dirname, "shared"),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/app"),
    emptyOutDir: true,
    // Maps are made for error tools but "hidden": the bundles name no map, so browsers never ask,
    // and the server does not serve them in production (server/static.ts).
    sourcemap: "hidden",
    // Read by scripts/prerender.mjs (preloads) and scripts/check-bundle-budgets.mjs (sizes).
    manifest: true,
    // Every browser the app supports preloads modules itself (Chrome 66, Firefox 115, Safari 17).
    modulePreload: { polyfill: false },
    // The one chunk past Vite's 500 kB warning is the workspace editor (TipTap, ProseMirror and
    // Yjs: 527 kB, 166 kB gzip), loaded only when a workspace page is opened. What each page
    // loads first is capped by scripts/check-bundle-budgets.mjs instead, which `npm test` runs.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
}));
