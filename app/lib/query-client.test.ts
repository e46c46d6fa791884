import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("query defaults of spec §9", () => {
  it("does not refetch on focus, retries once, stale after 5 min, kept 10 min, mutations retried once", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(600_000);
    const retry = defaults.queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new Error("x"))).toBe(true);
    expect(retry(1, new Error("x"))).toBe(false);
    const mutationRetry = defaults.mutations?.retry as (count: number, error: unknown) => boolean;
    expect(mutationRetry(0, new Error("x"))).toBe(true);
    expect(mutationRetry(1, new Error("x"))).toBe(false);
  });
});
