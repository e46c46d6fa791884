import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type NativePushOutcome, scheduleNativePushRegistration } from "./native-push-schedule";

/** Lets the attempt's promise settle after the clock moved. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("the native push registration's schedule (spec §4, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("makes the first attempt 3 s after sign-in, not before", async () => {
    const attempt = vi.fn(async (): Promise<NativePushOutcome> => "registered");
    scheduleNativePushRegistration({ platform: "android", attempt });
    await vi.advanceTimersByTimeAsync(2999);
    expect(attempt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("stops after a registration that worked", async () => {
    const attempt = vi.fn(async (): Promise<NativePushOutcome> => "registered");
    const onSettled = vi.fn();
    scheduleNativePushRegistration({ platform: "ios", attempt, onSettled });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith("registered", 1);
  });

  it.each([
    ["android", 3],
    ["ios", 5],
  ] as const)("on %s tries again %i times, 2 s apart, then gives up", async (platform, retries) => {
    const times: number[] = [];
    const attempt = vi.fn(async (): Promise<NativePushOutcome> => {
      times.push(Date.now());
      throw new Error("no token");
    });
    const onSettled = vi.fn();
    const start = Date.now();
    scheduleNativePushRegistration({ platform, attempt, onSettled });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(1 + retries);
    expect(times.map((t) => t - start)).toEqual(
      Array.from({ length: 1 + retries }, (_, i) => 3000 + 2000 * i),
    );
    expect(onSettled).toHaveBeenCalledOnce();
    expect(onSettled).toHaveBeenCalledWith("failed", 1 + retries);
  });

  it("stops retrying once an attempt works", async () => {
    let calls = 0;
    const attempt = vi.fn(async (): Promise<NativePushOutcome> => {
      calls += 1;
      if (calls < 3) throw new Error("no token yet");
      return "registered";
    });
    const onSettled = vi.fn();
    scheduleNativePushRegistration({ platform: "ios", attempt, onSettled });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(onSettled).toHaveBeenCalledWith("registered", 3);
  });

  it.each(["unavailable", "denied"] as const)("does not try again when the answer is %s", async (outcome) => {
    const attempt = vi.fn(async (): Promise<NativePushOutcome> => outcome);
    const onSettled = vi.fn();
    scheduleNativePushRegistration({ platform: "android", attempt, onSettled });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith(outcome, 1);
  });

  it("waits for an attempt to end before counting the 2 s to the next", async () => {
    const times: number[] = [];
    const attempt = vi.fn(async (): Promise<NativePushOutcome> => {
      times.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 5000));
      throw new Error("no token within 5 s");
    });
    const start = Date.now();
    scheduleNativePushRegistration({ platform: "android", attempt });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(times.map((t) => t - start)).toEqual([3000, 10_000, 17_000, 24_000]);
  });

  it("does nothing more once stopped (signed out), before or between attempts", async () => {
    const attempt = vi.fn(async (): Promise<NativePushOutcome> => {
      throw new Error("no token");
    });
    const onSettled = vi.fn();
    const stopEarly = scheduleNativePushRegistration({ platform: "ios", attempt, onSettled });
    await vi.advanceTimersByTimeAsync(1000);
    stopEarly();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).not.toHaveBeenCalled();

    const stop = scheduleNativePushRegistration({ platform: "ios", attempt, onSettled });
    await vi.advanceTimersByTimeAsync(3000);
    await settle();
    expect(attempt).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(onSettled).not.toHaveBeenCalled();
  });
});
