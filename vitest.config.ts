import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the machine's cores: a single worker on the two
    // cores this project is tested on. Test files are independent (each has its own database),
    // so both cores run them; the suite takes about 10 minutes instead of 16.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          // Every file builds its own app and database and leaves no module state behind, so the
          // files of a worker share its module cache: importing the server once per worker rather
          // than once per file takes a quarter off the suite (343 s to 262 s on two cores).
          isolate: false,
          // PGlite boots a WebAssembly PostgreSQL per test file: give each file room to start. A
          // test that takes 10 s on a quiet machine has taken five times that on a loaded CI one.
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
          // Vitest's 5 s is too short for a rendering test of 2 s on a loaded machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
