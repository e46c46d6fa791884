import { describe, expect, it } from "vitest";
import { megaMenuColumns } from "./mega-menu";

describe("mega-menu columns (spec §2)", () => {
  it("uses 2 columns for 4 items or fewer, otherwise 3", () => {
    expect(megaMenuColumns(1)).toBe(2);
    expect(megaMenuColumns(4)).toBe(2);
    expect(megaMenuColumns(5)).toBe(3);
    expect(megaMenuColumns(18)).toBe(3);
  });
});
