import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SocialButtons } from "./social-buttons";

afterEach(() => vi.unstubAllGlobals());

/** The site's configuration with these providers, and sign-in answering `social` when asked. */
function stubSite(auth: { google: boolean; apple: boolean }, social?: () => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/bot-check/challenge")) {
      return Response.json({ provider: "off", challenge: null, siteKey: null });
    }
    if (url.includes("/api/auth/sign-in/social") && social) return social();
    return Response.json({ appName: "Common Ground", auth });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderButtons(mode: "sign-in" | "register" = "sign-in") {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SocialButtons mode={mode} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the sign-in providers", () => {
  it("offers only Bluesky when the server has neither Google nor Apple", async () => {
    stubSite({ google: false, apple: false });
    renderButtons();
    expect(await screen.findByRole("button", { name: /Bluesky/ })).toBeVisible();
    // The configuration has arrived (the Bluesky button does not wait for it): still no other.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Continue with Apple" })).toBeNull();
  });

  it("offers Google when it is configured, and not Apple", async () => {
    stubSite({ google: true, apple: false });
    renderButtons("register");
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Continue with Apple" })).toBeNull();
  });

  it("gives spec §8's words when a configured provider fails at run time", async () => {
    stubSite({ google: true, apple: true }, () =>
      Response.json({ code: "INVALID_CLIENT", message: "invalid_client" }, { status: 400 }),
    );
    renderButtons();
    fireEvent.click(await screen.findByRole("button", { name: "Continue with Apple" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Apple sign-in is not properly configured. Please contact support.",
    );
  });
});
