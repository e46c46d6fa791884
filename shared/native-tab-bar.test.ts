import { describe, expect, it } from "vitest";
import { isAtOrBelow, showsTabBar, TAB_BAR_HIDDEN_PATHS, TAB_BAR_SHOWN_PATHS } from "./native-tab-bar";

describe("the native tab bar's paths (spec §2)", () => {
  it.each(TAB_BAR_SHOWN_PATHS)("shows on %s and below it for a signed-in member", (path) => {
    expect(showsTabBar(path, true)).toBe(true);
    expect(showsTabBar(`${path}/`, true)).toBe(true);
    expect(showsTabBar(`${path}/42`, true)).toBe(true);
    expect(showsTabBar(`${path}/42/edit`, true)).toBe(true);
  });

  it.each(TAB_BAR_HIDDEN_PATHS)("is hidden on %s and below it, signed in or not", (path) => {
    expect(showsTabBar(path, true)).toBe(false);
    expect(showsTabBar(`${path}/anything`, true)).toBe(false);
    expect(showsTabBar(path, false)).toBe(false);
  });

  it.each([...TAB_BAR_SHOWN_PATHS, ...TAB_BAR_HIDDEN_PATHS, "/", "/features/groups"])(
    "is never shown to a visitor, on %s neither",
    (path) => {
      expect(showsTabBar(path, false)).toBe(false);
    },
  );

  it("is hidden on a workspace page below a shown path", () => {
    expect(showsTabBar("/events/42/workspace", true)).toBe(false);
    expect(showsTabBar("/events/42/workspace/page-1", true)).toBe(false);
    expect(showsTabBar("/partnerships/3/workspace/9", true)).toBe(false);
    expect(showsTabBar("/groups/3/workspace/9", true)).toBe(false);
    // A word that only begins with "workspace" is no workspace.
    expect(showsTabBar("/events/workspaces-day", true)).toBe(true);
  });

  it("is hidden on paths the spec does not list, and on look-alikes of listed ones", () => {
    for (const path of ["/", "/groups/7", "/notifications", "/connections", "/reports", "/test/mobile"]) {
      expect(showsTabBar(path, true)).toBe(false);
    }
    expect(showsTabBar("/eventsx", true)).toBe(false);
    expect(showsTabBar("/profiles", true)).toBe(false);
    expect(showsTabBar("/authority", true)).toBe(false);
  });

  it("reads the path without its query or fragment", () => {
    expect(showsTabBar("/events?when=past", true)).toBe(true);
    expect(showsTabBar("/auth?next=/dashboard", true)).toBe(false);
    expect(showsTabBar("/dashboard#post", true)).toBe(true);
  });
});

describe("a path at or below a route (spec §2's active item)", () => {
  it("is the route itself or a path below it, nothing else", () => {
    expect(isAtOrBelow("/events", "/events")).toBe(true);
    expect(isAtOrBelow("/events/1", "/events")).toBe(true);
    expect(isAtOrBelow("/eventsx", "/events")).toBe(false);
    expect(isAtOrBelow("/", "/events")).toBe(false);
  });
});
