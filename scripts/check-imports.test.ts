import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importProblems } from "./check-imports.mjs";

/** A project of a few files in a folder of its own, as `npm run lint` sees one. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "import-rules-"));
  writeFileSync(path.join(root, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true } }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("the import rules of npm run lint", () => {
  it("refuse a cycle, even one made only of a type import and a lazy import", async () => {
    const root = project({
      "app/menu.ts": 'import type { Item } from "./items";\nexport type Menu = Item[];\n',
      "app/items.ts": 'export type Item = string;\nexport const menu = () => import("./menu");\n',
    });
    const problems = await importProblems(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^import cycle: app\/(menu|items)\.ts -> app\/(menu|items)\.ts -> /);
  });

  it("refuse an arrow from the engine up to a feature, and let the composition import both", async () => {
    const root = project({
      "server/jobs/queue.ts":
        'import { DIGEST } from "../notifications/digest";\nexport const kinds = [DIGEST];\n',
      "server/notifications/digest.ts":
        'import { enqueue } from "../jobs/worker";\nexport const DIGEST = enqueue("digest");\n',
      "server/jobs/worker.ts": "export const enqueue = (kind: string) => kind;\n",
      "server/background.ts":
        'import { DIGEST } from "./notifications/digest";\nimport { enqueue } from "./jobs/worker";\nexport const all = [enqueue(DIGEST)];\n',
    });
    expect(await importProblems(root)).toEqual([
      "server/jobs/queue.ts: the engine imports a feature (server/notifications/digest.ts); wire it in from the composition",
    ]);
  });

  it("pass a project without either", async () => {
    const root = project({
      "server/jobs/worker.ts": "export const enqueue = (kind: string) => kind;\n",
      "server/background.ts":
        'import { enqueue } from "./jobs/worker";\nexport const all = [enqueue("x")];\n',
      "app/a.ts": 'import { b } from "./b";\nexport const a = b + 1;\n',
      "app/b.ts": "export const b = 1;\n",
    });
    expect(await importProblems(root)).toEqual([]);
  });
});
