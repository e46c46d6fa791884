import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppStartup } from "./app-startup";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AppStartup", () => {
  it("starts the app but warns when the server's storage is not writable (spec §8)", async () => {
    const warning = vi.spyOn(toast, "warning");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes("/api/health")) {
          return Response.json({
            status: "degraded",
            database: { reachable: true },
            storage: { writable: false },
          });
        }
        return Response.json({
          user: { id: "u1", email: "a@example.org", emailVerified: true },
          profile: null,
          isPlatformAdmin: false,
        });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AppStartup>
          <p>App ready</p>
        </AppStartup>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("App ready")).toBeInTheDocument();
    expect(warning).toHaveBeenCalledWith("Storage verification failed. Some features may be limited.");
  });
});
