import { describe, expect, it } from "vitest";
import { isActivePath, searchShortcutHint } from "./nav-items";

describe("the active navigation item (spec §2)", () => {
  it("is the route itself or a path below it, nothing else", () => {
    expect(isActivePath("/members", "/members")).toBe(true);
    expect(isActivePath("/members/", "/members")).toBe(true);
    expect(isActivePath("/events/12", "/events")).toBe(true);
    expect(isActivePath("/eventsx", "/events")).toBe(false);
    expect(isActivePath("/dashboard", "/members")).toBe(false);
    expect(isActivePath("/", "/dashboard")).toBe(false);
  });
});

describe("the search shortcut's hint", () => {
  it("shows ⌘K on Apple devices and Ctrl K elsewhere", () => {
    expect(searchShortcutHint("MacIntel")).toBe("⌘K");
    expect(searchShortcutHint("iPhone")).toBe("⌘K");
    expect(searchShortcutHint("Linux x86_64")).toBe("Ctrl K");
    expect(searchShortcutHint("Win32")).toBe("Ctrl K");
  });
});
