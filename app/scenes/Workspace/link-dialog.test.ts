import { describe, expect, it } from "vitest";
import { linkTarget } from "./link-dialog";

describe("a link's address", () => {
  it("takes web and e-mail addresses, adding https:// to a bare host", () => {
    expect(linkTarget("example.org/plan")).toBe("https://example.org/plan");
    expect(linkTarget("  https://example.org ")).toBe("https://example.org/");
    expect(linkTarget("mailto:ana@example.org")).toBe("mailto:ana@example.org");
  });

  it("refuses scripts, files and nothing at all", () => {
    expect(linkTarget("javascript:alert(1)")).toBeNull();
    expect(linkTarget("file:///etc/passwd")).toBeNull();
    expect(linkTarget("data:text/html,hi")).toBeNull();
    expect(linkTarget("   ")).toBeNull();
  });
});
