import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { StaticApp } from "./static";

function distWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "static-"));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
  return root;
}

describe("StaticApp and the service worker (issue 31)", () => {
  const app = new StaticApp(
    distWith({
      "_shell.html": "<html>shell %PUBLIC_URL%</html>",
      "offline.html": "<html>You're offline</html>",
      "features/groups/index.html": "<html>groups</html>",
      "secret.html": "<html>not for the precache</html>",
      "sw.js": "self.x = 1;",
    }),
    "https://example.org",
  );

  it("serves the shell and the offline page at their own paths, for the precache", () => {
    expect(app.resolve("/_shell.html")).toMatchObject({ kind: "page" });
    expect(app.resolve("/_shell.html")?.file.body?.toString()).toBe("<html>shell https://example.org</html>");
    expect(app.resolve("/offline.html")?.file.body?.toString()).toBe("<html>You're offline</html>");
  });

  it("still answers other HTML paths with the shell", () => {
    expect(app.resolve("/secret.html")).toMatchObject({ kind: "shell" });
    expect(app.resolve("/features/groups")).toMatchObject({ kind: "page" });
    expect(app.resolve("/sw.js")).toMatchObject({ kind: "asset" });
  });
});
