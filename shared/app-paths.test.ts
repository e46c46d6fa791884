import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_PATH_PATTERNS, isAppPath, isSignedInPath } from "./app-paths";

describe("the app's paths", () => {
  it("are the routes of app/routes/index.tsx, no more and no fewer", () => {
    const source = readFileSync(path.join(import.meta.dirname, "..", "app", "routes", "index.tsx"), "utf8");
    const routed = [...source.matchAll(/path="([^"]+)"/g)]
      .map((match) => match[1] as string)
      // The marketing pages' slugs are prerendered files; "*" is the not-found page itself.
      .filter((pattern) => pattern !== ":slug" && pattern !== "*");
    const listed = APP_PATH_PATTERNS.filter((pattern) => !["", "benefits", "features"].includes(pattern));
    expect([...listed].sort()).toEqual([...new Set(routed)].sort());
  });

  it("match the pages and nothing else", () => {
    for (const page of [
      "/",
      "/dashboard",
      "/dashboard/",
      "/groups/12",
      "/groups/create",
      "/events/4/subgroups/9/edit",
      "/groups/3/workspace",
      "/groups/3/workspace/0b8f",
      "/auth/anything/else",
      "/profile/abc",
    ]) {
      expect(isAppPath(page), page).toBe(true);
    }
    for (const missing of [
      "/this/page/does-not-exist",
      "/features/time-travel",
      "/dashboards",
      "/groups/12/nothing",
      "/groups/3/workspace/0b8f/more",
      "/events/4/subgroups",
      "/profile/abc/def",
    ]) {
      expect(isAppPath(missing), missing).toBe(false);
    }
  });

  it("tell members' pages from public ones (the service worker keeps no copy of members' pages)", () => {
    for (const page of [
      "/dashboard",
      "/events/7",
      "/events/7/volunteers",
      "/events/7/check-in",
      "/communities",
    ])
      expect(isSignedInPath(page), page).toBe(true);
    for (const page of ["/", "/auth", "/features/groups", "/beta-signup", "/post/abc", "/nowhere"])
      expect(isSignedInPath(page), page).toBe(false);
  });
});
