import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDevMailboxQuery } from "./dev-mailbox";

const KEY = "k3y-from-the-console";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

/** A server whose mailbox opens only to the key printed on its console. */
function stubMailbox() {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), "http://localhost"),
      init,
    );
    if (request.headers.get("x-mailbox-key") !== KEY) {
      return Response.json(
        { code: "forbidden", message: "The development mailbox opens to platform admins." },
        { status: 403 },
      );
    }
    return Response.json({ messages: [], nextCursor: null });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe("the development mailbox page", () => {
  it("opens with the console's link pasted into a tab already showing the refusal", async () => {
    stubMailbox();
    window.history.replaceState(null, "", "/dev/mailbox");
    const { result } = renderHook(() => useDevMailboxQuery(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));

    // Pasting the link changes only the fragment: the browser loads no new page.
    window.location.hash = `#key=${KEY}`;
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.messages).toEqual([]);
    // The key leaves the address bar and is kept for the next visit.
    expect(window.location.hash).toBe("");
    expect(window.localStorage.getItem("dev-mailbox-key")).toBe(KEY);
  });
});
