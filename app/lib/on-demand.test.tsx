import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { onDemand, useOnDemand } from "./on-demand";

describe("modules loaded on demand", () => {
  it("loads once, when first requested, and hands the module to later users at once", async () => {
    const importModule = vi.fn(async () => ({ answer: 42 }));
    const source = onDemand(importModule);
    const first = renderHook(() => useOnDemand(source));
    expect(first.result.current[0]).toBeUndefined();
    expect(importModule).not.toHaveBeenCalled();
    await act(async () => first.result.current[1]());
    await act(async () => first.result.current[1]());
    expect(first.result.current[0]).toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(1);
    const later = renderHook(() => useOnDemand(source));
    expect(later.result.current[0]).toEqual({ answer: 42 });
  });

  it("tries again after a failed load", async () => {
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ answer: 1 });
    const source = onDemand(importModule);
    const { result } = renderHook(() => useOnDemand(source));
    await act(async () => result.current[1]());
    expect(result.current[0]).toBeUndefined();
    await act(async () => result.current[1]());
    expect(result.current[0]).toEqual({ answer: 1 });
  });
});
