import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GOOGLE_NOT_CONFIGURED, SocialButtons } from "./social-buttons";

afterEach(() => vi.unstubAllGlobals());

describe("Google sign-in messages (spec §8)", () => {
  it("says Google is not configured when the site has no client", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ appName: "Common Ground", auth: { google: false, apple: false } })),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SocialButtons mode="sign-in" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // Wait for the site configuration to arrive before clicking.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Google OAuth is not configured/);
    expect(GOOGLE_NOT_CONFIGURED.startsWith("Google OAuth is not configured")).toBe(true);
  });
});
