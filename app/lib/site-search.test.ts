import { describe, expect, it } from "vitest";
import { loadAllMarketingPages } from "../content/marketing/load-page";
import { searchSitePages } from "./site-search";

const pages = await loadAllMarketingPages();
const search = (query: string) => searchSitePages(pages, query);

describe("visitors' site search", () => {
  it("needs two characters", () => {
    expect(search("")).toEqual([]);
    expect(search("v")).toEqual([]);
  });

  it("matches case-insensitively, titles first, at most 5 per kind", () => {
    const results = search("VOLUNTEER");
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.url).toMatch(/^\/(features|benefits|communities)\//);
    const perType = new Map<string, number>();
    for (const result of results) perType.set(result.type, (perType.get(result.type) ?? 0) + 1);
    for (const count of perType.values()) expect(count).toBeLessThanOrEqual(5);
    expect(search("Volunteer Management").map((result) => result.url)).toContain(
      "/features/volunteer-management",
    );
  });

  it("finds nothing for nonsense", () => {
    expect(search("zzqqxx")).toEqual([]);
  });
});
