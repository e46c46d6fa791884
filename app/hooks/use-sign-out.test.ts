import { describe, expect, it } from "vitest";
import { clearBrandStorage } from "./use-sign-out";

describe("sign-out storage clean-up (spec §4)", () => {
  it("removes the brand's keys and keeps the theme and others", () => {
    localStorage.setItem("commonground-pending-agreement", "{}");
    localStorage.setItem("commonground-draft", "hello");
    localStorage.setItem("ui-theme", "dark");
    localStorage.setItem("commongroundish", "x");
    clearBrandStorage();
    expect(localStorage.getItem("commonground-pending-agreement")).toBeNull();
    expect(localStorage.getItem("commonground-draft")).toBeNull();
    expect(localStorage.getItem("ui-theme")).toBe("dark");
    expect(localStorage.getItem("commongroundish")).toBe("x");
  });
});
