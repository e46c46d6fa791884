import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every exported function of server/commands says, in one line of its doc comment, whether it runs
// in one transaction and what it locks (issue 28, item 8): ` * Transaction: one; locks …`.

const COMMANDS_DIR = import.meta.dirname;
const EXPORTED = /export (?:async )?function (\w+)|export const (\w+) = (?:async )?\(/g;
const TRANSACTION_LINE = /^\s*\*\s*Transaction: /m;

/** The non-test .ts files under the folder, recursively, relative to it. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The doc comment that ends right before `index` (only blanks between), or null. */
function docBefore(text: string, index: number): string | null {
  const before = text.slice(0, index).trimEnd();
  if (!before.endsWith("*/")) return null;
  const start = before.lastIndexOf("/**");
  if (start < 0) return null;
  const block = before.slice(start);
  // A plain `/* … */` right before would otherwise borrow an earlier doc comment's opening.
  return block.indexOf("*/") === block.length - 2 ? block : null;
}

function exportedFunctions() {
  return sourceFiles(COMMANDS_DIR).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(EXPORTED)].map((match) => ({
      name: `${path.relative(COMMANDS_DIR, file)}: ${match[1] ?? match[2]}`,
      doc: docBefore(text, match.index),
    }));
  });
}

describe("command doc comments", () => {
  it("say whether each exported command runs in one transaction and what it locks", () => {
    const functions = exportedFunctions();
    expect(functions.length).toBeGreaterThan(0);
    const undocumented = functions
      .filter((fn) => !fn.doc || !TRANSACTION_LINE.test(fn.doc))
      .map((fn) => fn.name);
    expect(undocumented).toEqual([]);
  });
});
