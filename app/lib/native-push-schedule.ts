import type { ShellPlatform } from "./native-shell";

/**
 * Spec §4 "Push" and §9: mobile registration starts 3 s after sign-in; when it fails it is made
 * again 3 times on Android or 5 times on iOS, 2 s apart (so 4 or 6 attempts in all).
 */
export const NATIVE_PUSH_TIMING = {
  afterSignInMs: 3000,
  retryGapMs: 2000,
  retries: { android: 3, ios: 5 },
} as const;

/**
 * How an attempt ended when there is nothing to try again: a token registered with the server,
 * the server has no sender for this platform, or the member refused notifications. A failure
 * (no token, an error, the server unreachable) is a thrown error, and is tried again.
 */
export type NativePushOutcome = "registered" | "unavailable" | "denied";

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface NativePushScheduleOptions {
  platform: ShellPlatform;
  /** One registration attempt (the native calls and the server's answer). */
  attempt: () => Promise<NativePushOutcome>;
  /** Told once, at the end: the outcome, or "failed" when every attempt failed. */
  onSettled?: (result: NativePushOutcome | "failed", attempts: number) => void;
  timers?: Timers;
}

/**
 * Runs the native push registration on spec §4's schedule; returns a function that stops it (the
 * member signed out, the page went away). Pure timing: the attempt itself is passed in.
 */
export function scheduleNativePushRegistration(options: NativePushScheduleOptions): () => void {
  const timers = options.timers ?? globalTimers;
  const attempts = 1 + NATIVE_PUSH_TIMING.retries[options.platform];
  let stopped = false;
  let handle: unknown;

  const run = async (attempt: number) => {
    if (stopped) return;
    let outcome: NativePushOutcome | null = null;
    try {
      outcome = await options.attempt();
    } catch {
      outcome = null;
    }
    if (stopped) return;
    if (outcome) return options.onSettled?.(outcome, attempt);
    if (attempt >= attempts) return options.onSettled?.("failed", attempt);
    handle = timers.setTimeout(() => void run(attempt + 1), NATIVE_PUSH_TIMING.retryGapMs);
  };

  handle = timers.setTimeout(() => void run(1), NATIVE_PUSH_TIMING.afterSignInMs);
  return () => {
    stopped = true;
    timers.clearTimeout(handle);
  };
}
