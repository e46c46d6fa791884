import { describe, expect, it } from "vitest";
import { clearBrandStorage } from "../../hooks/use-sign-out";
import {
  isSavedQueryKey,
  readSavedQueries,
  SAVED_QUERIES_KEY,
  SAVED_QUERIES_MAX_CHARS,
  SAVED_QUERY_MAX_AGE_MS,
  saveQueries,
} from "./saved-queries";

const NOW = Date.parse("2026-11-29T10:42:00Z");

describe("saved queries for offline use (issue 31)", () => {
  it("keeps only the allow-listed pages' data", () => {
    for (const key of [
      ["me"],
      ["dashboard", "events"],
      ["posts", "feed", "home", ""],
      ["events", "list", { when: "upcoming" }],
      ["events", "detail", 7],
      ["events", "detail", 7, "shifts", "s1", "assigned"],
      ["hours", "me", "list", {}],
    ])
      expect(isSavedQueryKey(key), JSON.stringify(key)).toBe(true);
    for (const key of [
      ["notifications"],
      ["search", "ana"],
      ["posts", "feed", "group", 3],
      ["posts", "detail", "p1"],
      ["member-profile", "u2"],
      ["hours", "me", "changes", 4],
      ["me", "hours", "requirements"],
    ])
      expect(isSavedQueryKey(key), JSON.stringify(key)).toBe(false);

    saveQueries(localStorage, "u1", [
      { queryKey: ["dashboard", "groups"], data: { groups: [] }, savedAt: NOW },
      { queryKey: ["notifications"], data: { items: ["secret"] }, savedAt: NOW },
    ]);
    expect(readSavedQueries(localStorage, NOW)?.queries.map((q) => q.queryKey)).toEqual([
      ["dashboard", "groups"],
    ]);
  });

  it("belongs to one member: another member's save drops it, and sign-out removes it", () => {
    saveQueries(localStorage, "ana", [
      { queryKey: ["dashboard", "events"], data: { events: [1] }, savedAt: NOW },
    ]);
    saveQueries(localStorage, "ana", [{ queryKey: ["me"], data: { user: { id: "ana" } }, savedAt: NOW + 1 }]);
    expect(readSavedQueries(localStorage, NOW)?.queries).toHaveLength(2);

    saveQueries(localStorage, "ben", [{ queryKey: ["me"], data: { user: { id: "ben" } }, savedAt: NOW + 2 }]);
    const saved = readSavedQueries(localStorage, NOW);
    expect(saved?.userId).toBe("ben");
    expect(saved?.queries.map((q) => q.queryKey)).toEqual([["me"]]);

    clearBrandStorage();
    expect(readSavedQueries(localStorage, NOW)).toBeNull();
  });

  it("replaces a query's older data, keeps a paged list's first page, and forgets old data", () => {
    saveQueries(localStorage, "u1", [
      { queryKey: ["dashboard", "events"], data: { v: 1 }, savedAt: NOW - 1000 },
    ]);
    saveQueries(localStorage, "u1", [
      { queryKey: ["dashboard", "events"], data: { v: 2 }, savedAt: NOW },
      {
        queryKey: ["posts", "feed", "home", ""],
        data: { pages: [{ posts: [1] }, { posts: [2] }], pageParams: [null, "c1"] },
        savedAt: NOW,
      },
    ]);
    const queries = readSavedQueries(localStorage, NOW)?.queries ?? [];
    expect(queries.find((q) => q.queryKey[0] === "dashboard")?.data).toEqual({ v: 2 });
    expect(queries.find((q) => q.queryKey[0] === "posts")?.data).toEqual({
      pages: [{ posts: [1] }],
      pageParams: [null],
    });
    expect(readSavedQueries(localStorage, NOW + SAVED_QUERY_MAX_AGE_MS + 1)?.queries).toEqual([]);
  });

  it("stays under its cap by dropping the oldest data, and never saves data too big alone", () => {
    const third = "x".repeat(Math.floor(SAVED_QUERIES_MAX_CHARS / 3));
    saveQueries(localStorage, "u1", [{ queryKey: ["events", "detail", 1], data: third, savedAt: NOW - 3 }]);
    saveQueries(localStorage, "u1", [{ queryKey: ["events", "detail", 2], data: third, savedAt: NOW - 2 }]);
    saveQueries(localStorage, "u1", [{ queryKey: ["events", "detail", 3], data: third, savedAt: NOW - 1 }]);
    expect((localStorage.getItem(SAVED_QUERIES_KEY) ?? "").length).toBeLessThanOrEqual(
      SAVED_QUERIES_MAX_CHARS,
    );
    expect(readSavedQueries(localStorage, NOW)?.queries.map((q) => q.queryKey[2])).toEqual([3, 2]);

    saveQueries(localStorage, "u1", [
      { queryKey: ["events", "detail", 4], data: "y".repeat(SAVED_QUERIES_MAX_CHARS), savedAt: NOW },
    ]);
    expect(readSavedQueries(localStorage, NOW)?.queries.map((q) => q.queryKey[2])).toEqual([3, 2]);
  });

  it("reads nothing from a damaged store", () => {
    localStorage.setItem(SAVED_QUERIES_KEY, "{not json");
    expect(readSavedQueries(localStorage, NOW)).toBeNull();
  });
});
