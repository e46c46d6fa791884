import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_EMAIL } from "../../../shared/brand";
import { accessibilityStatement, KNOWN_EXCEPTIONS } from "./statement";
import { WCAG_22_A_AA } from "./wcag-22";

const REPORT = readFileSync(
  path.join(import.meta.dirname, "..", "..", "..", "docs", "accessibility-conformance-report.md"),
  "utf8",
);
const LEVELS = ["Supports", "Partially Supports", "Does Not Support", "Not Applicable"];
const SHORT_OF = ["Partially Supports", "Does Not Support"];

interface Row {
  id: string;
  name: string;
  level: string;
  conformance: string;
  remarks: string;
}

/** The report's table rows, one per success criterion ("| 1.1.1 Name (Level A) | … | … |"). */
const rows: Row[] = REPORT.split("\n")
  .filter((line) => /^\| \d+\.\d+\.\d+ /.test(line))
  .map((line) => {
    const match = /^\| (\d+\.\d+\.\d+) (.+?) \(Level (A+)\) \| ([^|]+?) \| (.*) \|$/.exec(line);
    if (!match) throw new Error(`a row the test cannot read: ${line}`);
    const [, id, name, level, conformance, remarks] = match as unknown as string[];
    return { id, name, level, conformance, remarks } as Row;
  });

/** The bold titles of the report's "Known exceptions" list. */
function reportedExceptions(): string[] {
  const section = REPORT.split(/^## /m).find((part) => part.startsWith("Known exceptions"));
  if (!section) throw new Error('the report has no "## Known exceptions" section');
  return [...section.matchAll(/^- \*\*(.+?)\*\*/gm)].map((match) => match[1] as string);
}

interface AxeRule {
  id: string;
  tags: string[];
  impact?: string;
  enabled?: boolean;
  reviewOnFail?: boolean;
}

/**
 * The rules e2e/axe.ts fails on: axe.run() with no options runs the rules that are enabled by
 * default and not tagged experimental or deprecated, and the test fails only on serious or
 * critical findings (a rule that asks for review never fails). axe's public getRules() does not say
 * which rules are on, so this reads its audit's own table.
 */
function rulesTheE2eRunFailsOn(): AxeRule[] {
  const axe = createRequire(import.meta.url)("axe-core") as {
    _audit: { rules: AxeRule[]; tagExclude: string[] };
  };
  const { rules, tagExclude } = axe._audit;
  return rules.filter(
    (rule) =>
      rule.enabled !== false &&
      !rule.reviewOnFail &&
      !rule.tags.some((tag) => tagExclude.includes(tag)) &&
      (rule.impact === "serious" || rule.impact === "critical"),
  );
}

describe("docs/accessibility-conformance-report.md", () => {
  it("has one row for every WCAG 2.2 level A and AA success criterion, and no other", () => {
    expect(WCAG_22_A_AA).toHaveLength(55);
    // The report has a table per level, so its order is not the standard's.
    const byId = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });
    expect(rows.map((row) => row.id).sort(byId)).toEqual(
      WCAG_22_A_AA.map((criterion) => criterion.id).sort(byId),
    );
    for (const criterion of WCAG_22_A_AA) {
      const row = rows.find((candidate) => candidate.id === criterion.id);
      expect(row?.name, criterion.id).toBe(criterion.name);
      expect(row?.level, criterion.id).toBe(criterion.level);
    }
    expect(rows.some((row) => row.id === "4.1.1")).toBe(false);
  });

  it("gives each criterion one of the four conformance levels, with remarks", () => {
    for (const row of rows) {
      expect(LEVELS, `${row.id}: "${row.conformance}"`).toContain(row.conformance);
      expect(row.remarks.length, row.id).toBeGreaterThan(10);
    }
  });

  it("falls short on exactly the criteria of the /accessibility page's known exceptions", () => {
    const excepted = new Set(KNOWN_EXCEPTIONS.flatMap((exception) => exception.criteria));
    const shortOf = rows.filter((row) => SHORT_OF.includes(row.conformance)).map((row) => row.id);
    expect(shortOf.sort()).toEqual([...excepted].sort());
    for (const id of excepted) expect(WCAG_22_A_AA.map((criterion) => criterion.id)).toContain(id);
  });

  it("lists the same known exceptions as the /accessibility page", () => {
    expect(reportedExceptions()).toEqual(KNOWN_EXCEPTIONS.map((exception) => exception.title));
    const section = REPORT.split(/^## /m).find((part) => part.startsWith("Known exceptions")) ?? "";
    for (const exception of KNOWN_EXCEPTIONS.filter((candidate) => candidate.criteria.length > 0)) {
      expect(section, exception.title).toContain(`**${exception.title}**: ${exception.criteria.join(", ")}.`);
    }
  });

  it("carries the page's review date and contact address", () => {
    expect(REPORT).toContain(`| Report date | ${accessibilityStatement.lastReviewed} |`);
    expect(REPORT).toContain(`| Contact | ${ACCESSIBILITY_EMAIL} `);
    expect(accessibilityStatement.contactEmail).toBe(ACCESSIBILITY_EMAIL);
  });

  it('names after "Tested by axe:" only rules the browser tests run and fail on, for that criterion', () => {
    const failsOn = rulesTheE2eRunFailsOn();
    const claimed = rows.filter((row) => row.remarks.includes("Tested by axe:"));
    expect(claimed.length).toBeGreaterThan(10);
    for (const row of claimed) {
      const list = /Tested by axe: ((?:`[a-z0-9-]+`(?:, )?)+)/.exec(row.remarks)?.[1] ?? "";
      const ids = [...list.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1] as string);
      expect(ids.length, row.id).toBeGreaterThan(0);
      const tag = `wcag${row.id.replaceAll(".", "")}`;
      for (const id of ids) {
        const rule = failsOn.find((candidate) => candidate.id === id);
        expect(rule, `${row.id}: axe rule ${id} is not one the e2e run fails on`).toBeDefined();
        expect(rule?.tags, `${row.id}: axe rule ${id} does not test it`).toContain(tag);
      }
    }
  });
});
