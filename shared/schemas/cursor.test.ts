import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  cursorId,
  cursorInstant,
  encodeCursor,
  INVALID_CURSOR_MESSAGE,
  instantCursor,
  keysetCursor,
  takePage,
} from "./cursor";

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

describe("the time-ordered position", () => {
  it("takes what a list wrote and refuses the rest with the one message", () => {
    const at = "2026-11-22T18:00:00.123456Z";
    const id = "0b4e7c1e-3f55-4f0e-9a57-8d4b1a7e2c10";
    expect(instantCursor.parse(encodeCursor([at, id]))).toEqual([at, id]);
    for (const value of [
      encodeCursor(["2026-02-31T00:00:00.000000Z", id]),
      encodeCursor([at, "not-a-uuid"]),
      encodeCursor([at]),
      Buffer.from(`${at}|${id}`).toString("base64url"),
    ]) {
      const parsed = instantCursor.safeParse(value);
      expect(parsed.success, value).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(INVALID_CURSOR_MESSAGE);
    }
  });
});

describe("takePage", () => {
  const rows = [1, 2, 3, 4];

  it("keeps the page and names the last row's keys when one more row came", () => {
    expect(takePage(rows, 3, (last) => [last * 10])).toEqual({ page: [1, 2, 3], next: [30] });
  });

  it("ends the list when no more came", () => {
    expect(takePage(rows, 4, (last) => [last])).toEqual({ page: rows, next: null });
    expect(takePage([], 4, (last: number) => [last])).toEqual({ page: [], next: null });
  });
});
