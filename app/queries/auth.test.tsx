import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_ERROR } from "../../shared/errors";
import { EMAIL_NOT_VERIFIED_MESSAGE } from "../lib/auth-errors";
import {
  isAuthRefusal,
  useBlueskySignInMutation,
  useBlueskySignUpMutation,
  useSignInMutation,
  useSignUpMutation,
} from "./auth";

afterEach(() => vi.unstubAllGlobals());

/** A server whose bot check is off and whose auth endpoints answer as given, by path. */
function stubServer(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost:3000");
    if (url.pathname === "/api/bot-check/challenge") {
      return Response.json({ provider: "off", challenge: null, siteKey: null });
    }
    if (init?.signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
    const answer = answers[url.pathname];
    return answer ? answer() : Response.json({ user: null, profile: null, isPlatformAdmin: false });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function wrapper({ children }: { children: ReactNode }) {
  // The app's defaults retry mutations once: the auth hooks must not, whatever the defaults.
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 1, retryDelay: 0 } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const refusal = (status: number, code: string, message: string) => () =>
  Response.json({ code, message }, { status });

describe("auth mutations", () => {
  it("says why sign-in waits for a confirmed address, and asks once", async () => {
    const fetch = stubServer({
      "/api/auth/sign-in/email": refusal(403, AUTH_ERROR.EMAIL_NOT_VERIFIED, "Email not verified"),
    });
    const { result } = renderHook(() => useSignInMutation(), { wrapper });
    const error = await result.current
      .mutateAsync({ email: "ada@example.org", password: "secret1" })
      .catch((caught: Error) => caught);
    expect(error).toMatchObject({ message: EMAIL_NOT_VERIFIED_MESSAGE, status: 403 });
    const signIns = fetch.mock.calls.filter(([input]) => String(input).includes("/sign-in/email"));
    expect(signIns).toHaveLength(1);
  });

  it("gives registration refusals the banner text of spec §8", async () => {
    stubServer({
      "/api/auth/sign-up/email": refusal(
        429,
        AUTH_ERROR.TOO_MANY_ATTEMPTS,
        "Too many attempts. Please wait a few minutes before trying again.",
      ),
    });
    const { result } = renderHook(() => useSignUpMutation(), { wrapper });
    const values = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: " ada@example.org ",
      password: "secret1",
      agreedToTerms: true as const,
    };
    await expect(result.current.mutateAsync(values)).rejects.toThrow(
      "Too many signup attempts. Please wait a few minutes before trying again.",
    );
  });

  it("keeps the code of a Bluesky refusal so the dialog can ask for credentials again", async () => {
    stubServer({
      "/api/auth/sign-up/bluesky": refusal(
        400,
        AUTH_ERROR.BLUESKY_TICKET_EXPIRED,
        "Failed to validate Bluesky account. Please try again.",
      ),
    });
    const { result } = renderHook(() => useBlueskySignUpMutation(), { wrapper });
    const error = await result.current
      .mutateAsync({
        firstName: "Bo",
        lastName: "B",
        email: "bo@example.org",
        agreedToTerms: true,
        ticket: "t",
      })
      .catch((caught: unknown) => caught);
    expect(isAuthRefusal(error, AUTH_ERROR.BLUESKY_TICKET_EXPIRED)).toBe(true);
    expect(isAuthRefusal(error, AUTH_ERROR.EMAIL_TAKEN)).toBe(false);
  });

  it("passes the dialog's abort signal on, so closing it cancels the request", async () => {
    const fetch = stubServer({});
    const { result } = renderHook(() => useBlueskySignInMutation(), { wrapper });
    const controller = new AbortController();
    controller.abort();
    const error = await result.current
      .mutateAsync({ identifier: "ana.test", password: "app-password", signal: controller.signal })
      .catch((caught: Error) => caught);
    expect(error).toMatchObject({ name: "AbortError" });
    const signIns = fetch.mock.calls.filter(([input]) => String(input).includes("/sign-in/bluesky"));
    expect(signIns).toHaveLength(1);
  });
});
