import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cursorId, cursorInstant, encodeCursor, keysetCursor } from "./cursor";

describe("keyset cursors", () => {
  const schema = keysetCursor(z.tuple([z.string(), cursorId]));

  it("round-trips any name, accents, scripts and emoji included", () => {
    for (const name of ["école des arts", "東京コミュニティ", "🌱 growers", '100% "quoted" \\ slash']) {
      expect(schema.parse(encodeCursor([name, 42]))).toEqual([name, 42]);
    }
    expect(encodeCursor(["🌱", 1])).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("refuses what it did not make", () => {
    for (const value of [
      "",
      "%%%",
      "bm90IGpzb24",
      encodeCursor(["a"]),
      encodeCursor(["a", 0]),
      encodeCursor(["a", 1.5]),
    ]) {
      expect(schema.safeParse(value).success, value).toBe(false);
    }
  });

  it("takes real instants only, at microseconds", () => {
    expect(cursorInstant.safeParse("2026-11-22T18:00:00.123456Z").success).toBe(true);
    expect(cursorInstant.safeParse("2024-02-29T00:00:00.000000Z").success).toBe(true);
    for (const value of [
      "2026-02-29T00:00:00.000000Z",
      "2026-13-01T00:00:00.000000Z",
      "2026-11-22T24:00:00.000000Z",
      "0000-01-01T00:00:00.000000Z",
      "2026-11-22T18:00:00Z",
      "2026-11-22 18:00:00.000000+00",
    ]) {
      expect(cursorInstant.safeParse(value).success, value).toBe(false);
    }
  });
});
