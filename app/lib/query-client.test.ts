import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient } from "./query-client";

describe("query defaults of spec §9", () => {
  it("does not refetch on focus, retries once, stale after 5 min, kept 10 min, mutations retried once only when not made", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(600_000);
    const retry = defaults.queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new Error("x"))).toBe(true);
    expect(retry(1, new Error("x"))).toBe(false);
    const mutationRetry = defaults.mutations?.retry as (count: number, error: unknown) => boolean;
    // A lost connection or a 500 may hide a write that was made: not sent again.
    expect(mutationRetry(0, new Error("x"))).toBe(false);
    expect(mutationRetry(0, new ApiError("Network error.", 0, "network_error"))).toBe(false);
    expect(mutationRetry(0, new ApiError("Oops.", 500, "internal"))).toBe(false);
    // 503: the server says it did not take the request.
    expect(mutationRetry(0, new ApiError("Unavailable.", 503, "service_unavailable"))).toBe(true);
    expect(mutationRetry(1, new ApiError("Unavailable.", 503, "service_unavailable"))).toBe(false);
  });
});
