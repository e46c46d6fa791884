import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          // PGlite boots a WebAssembly PostgreSQL per test file: give each file room to start.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { "@app": path.resolve(import.meta.dirname, "app") } },
        test: {
          name: "app",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["app/test/setup.ts"],
        },
      },
    ],
  },
});
