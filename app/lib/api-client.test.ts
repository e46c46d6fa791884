import { describe, expect, it, vi } from "vitest";
import { ApiError, createFetchWithRetry, type RetryPolicy, readJson } from "./api-client";

function policy(): RetryPolicy & { waits: number[] } {
  const waits: number[] = [];
  return { attempts: 3, delayMs: (n) => 1000 * n, sleep: async (ms) => void waits.push(ms), waits };
}

describe("fetch with the retry policy of spec §7", () => {
  it("retries a 500 up to three attempts, waiting 1 s then 2 s", async () => {
    const p = policy();
    const base = vi.fn(async () => new Response("{}", { status: 503 }));
    const response = await createFetchWithRetry(base as typeof fetch, p)("/api/x");
    expect(response.status).toBe(503);
    expect(base).toHaveBeenCalledTimes(3);
    expect(p.waits).toEqual([1000, 2000]);
  });

  it("retries network errors and succeeds when the server comes back", async () => {
    const p = policy();
    const base = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    const response = await createFetchWithRetry(base as typeof fetch, p)("/api/x");
    expect(await response.json()).toEqual({ ok: true });
    expect(p.waits).toEqual([1000]);
  });

  it("gives up after three network errors with a network error", async () => {
    const p = policy();
    const base = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(createFetchWithRetry(base as typeof fetch, p)("/api/x")).rejects.toMatchObject({
      code: "network_error",
      status: 0,
    });
    expect(base).toHaveBeenCalledTimes(3);
  });

  it("does not retry answers below 500", async () => {
    const p = policy();
    const base = vi.fn(async () => new Response("{}", { status: 422 }));
    await createFetchWithRetry(base as typeof fetch, p)("/api/x");
    expect(base).toHaveBeenCalledTimes(1);
    expect(p.waits).toEqual([]);
  });
});

describe("only requests that are safe to repeat are retried", () => {
  it("sends a POST that gets a 503 exactly once", async () => {
    const p = policy();
    const base = vi.fn(async () => new Response("{}", { status: 503 }));
    const response = await createFetchWithRetry(base as typeof fetch, p)("/api/auth/sign-in/email", {
      method: "POST",
      body: "{}",
    });
    expect(response.status).toBe(503);
    expect(base).toHaveBeenCalledTimes(1);
    expect(p.waits).toEqual([]);
  });

  it("turns a network error on a POST into the network error at once", async () => {
    const p = policy();
    const base = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(
      createFetchWithRetry(base as typeof fetch, p)("/api/auth/sign-up/email", {
        method: "post",
        body: "{}",
      }),
    ).rejects.toMatchObject({ code: "network_error", status: 0 });
    expect(base).toHaveBeenCalledTimes(1);
    expect(p.waits).toEqual([]);
  });

  it("reads the method of a Request too, and sends a PATCH once", async () => {
    const p = policy();
    const base = vi.fn(async () => new Response("{}", { status: 502 }));
    const retrying = createFetchWithRetry(base as typeof fetch, p);
    await retrying(new Request("http://localhost/api/auth/sign-out", { method: "POST" }));
    expect(base).toHaveBeenCalledTimes(1);
    await retrying("/api/me/profile", { method: "PATCH", body: "{}" });
    expect(base).toHaveBeenCalledTimes(2);
    expect(p.waits).toEqual([]);
  });

  it("still retries GET, HEAD, OPTIONS, PUT and DELETE, from init or a Request", async () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]) {
      const base = vi.fn(async () => new Response(null, { status: 503 }));
      await createFetchWithRetry(base as typeof fetch, policy())("/api/x", { method });
      expect(base).toHaveBeenCalledTimes(3);
    }
    const base = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(
      createFetchWithRetry(base as typeof fetch, policy())(new Request("http://localhost/api/x")),
    ).rejects.toMatchObject({ code: "network_error" });
    expect(base).toHaveBeenCalledTimes(3);
  });
});

describe("readJson", () => {
  it("turns the API error shape into an ApiError with its code and issues", async () => {
    const response = new Response(
      JSON.stringify({
        error: {
          code: "validation_failed",
          message: "Email is required",
          issues: [{ path: "email", message: "Email is required" }],
        },
      }),
      { status: 422 },
    );
    const error = (await readJson(response).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "validation_failed", status: 422, message: "Email is required" });
    expect(error.issues).toEqual([{ path: "email", message: "Email is required" }]);
  });
});
