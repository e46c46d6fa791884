import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first and last words, at most two", () => {
    expect(initialsOf("Ana María de la Cruz")).toBe("AC");
    expect(initialsOf("riverside food bank")).toBe("RB");
  });

  it("gives one letter for one word and skips words without letters", () => {
    expect(initialsOf("  Harbour  ")).toBe("H");
    expect(initialsOf("Friends of the Park - 2026")).toBe("F2");
    expect(initialsOf("Tree & Trail")).toBe("TT");
  });

  it("keeps letters outside the basic plane whole and falls back to a question mark", () => {
    expect(initialsOf("𝒜lpha Beta")).toBe("𝒜B");
    expect(initialsOf("   ")).toBe("?");
  });
});
