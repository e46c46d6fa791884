import { describe, expect, it } from "vitest";
import { brandKey, formatPageTitle } from "./brand";

describe("brand helpers", () => {
  it("suffixes page titles with the product name unless it is already there (spec §9)", () => {
    expect(formatPageTitle("Groups")).toBe("Groups | Common Ground");
    expect(formatPageTitle("Welcome to Common Ground")).toBe("Welcome to Common Ground");
    expect(formatPageTitle("")).toBe("Common Ground");
  });

  it("prefixes stored keys with the brand and a hyphen", () => {
    expect(brandKey("pending-agreement")).toBe("commonground-pending-agreement");
  });
});
