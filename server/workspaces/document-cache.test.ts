import { describe, expect, it } from "vitest";
import { createDocumentCache } from "./document-cache";

describe("the pages' document cache", () => {
  it("reads a version once, however many readers ask at the same time, and again when it changes", async () => {
    const cache = createDocumentCache(1000);
    let reads = 0;
    const load = (document: string, lastUpdateId: number) => async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { document, lastUpdateId };
    };
    const opened = await Promise.all([1, 2, 3].map(() => cache.get("page", 7, load("v7", 7))));
    expect(opened.map((entry) => entry.document)).toEqual(["v7", "v7", "v7"]);
    expect(reads).toBe(1);
    expect((await cache.get("page", 7, load("never", 7))).document).toBe("v7");
    expect(reads).toBe(1);
    // An update came: a new version is read, and the old one is not served for it.
    expect((await cache.get("page", 8, load("v8", 8))).document).toBe("v8");
    expect(reads).toBe(2);
  });

  it("keeps to its bytes, letting the page read longest ago go first", async () => {
    const cache = createDocumentCache(10);
    const load = (document: string) => async () => ({ document, lastUpdateId: 1 });
    await cache.get("a", 1, load("aaaa"));
    await cache.get("b", 1, load("bbbb"));
    await cache.get("a", 1, load("x"));
    await cache.get("c", 1, load("cccc"));
    expect(cache.size()).toBe(8);
    let read = false;
    await cache.get("a", 1, async () => {
      read = true;
      return { document: "aaaa", lastUpdateId: 1 };
    });
    expect(read).toBe(false);
    await cache.get("b", 1, async () => {
      read = true;
      return { document: "bbbb", lastUpdateId: 1 };
    });
    expect(read).toBe(true);
  });

  it("lets a failed read be tried again", async () => {
    const cache = createDocumentCache(1000);
    await expect(cache.get("page", 1, () => Promise.reject(new Error("gone")))).rejects.toThrow("gone");
    expect((await cache.get("page", 1, async () => ({ document: "ok", lastUpdateId: 1 }))).document).toBe(
      "ok",
    );
  });
});
