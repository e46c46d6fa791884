import { describe, expect, it } from "vitest";
import { searchSitePages } from "./site-search";

describe("visitors' site search", () => {
  it("needs two characters", () => {
    expect(searchSitePages("")).toEqual([]);
    expect(searchSitePages("v")).toEqual([]);
  });

  it("matches case-insensitively, titles first, at most 5 per kind", () => {
    const results = searchSitePages("VOLUNTEER");
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.url).toMatch(/^\/(features|benefits|communities)\//);
    const perType = new Map<string, number>();
    for (const result of results) perType.set(result.type, (perType.get(result.type) ?? 0) + 1);
    for (const count of perType.values()) expect(count).toBeLessThanOrEqual(5);
    expect(searchSitePages("Volunteer Management").map((result) => result.url)).toContain(
      "/features/volunteer-management",
    );
  });

  it("finds nothing for nonsense", () => {
    expect(searchSitePages("zzqqxx")).toEqual([]);
  });
});
