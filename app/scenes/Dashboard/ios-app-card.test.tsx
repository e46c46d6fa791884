import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteKeys } from "../../queries/site";
import { IosAppCard } from "./ios-app-card";

afterEach(() => vi.restoreAllMocks());

const STORE = "https://apps.apple.com/app/id1234567890";

function renderCard(iosAppStoreUrl: string | null) {
  const client = new QueryClient();
  client.setQueryData(siteKeys.config(), {
    appName: "Common Ground",
    iosAppStoreUrl,
    auth: { google: false, apple: false },
  });
  return render(
    <QueryClientProvider client={client}>
      <IosAppCard />
    </QueryClientProvider>,
  );
}

describe("iOS app card", () => {
  it("links to the configured App Store page and draws its QR code in a dialog", async () => {
    renderCard(STORE);
    const download = screen.getByRole("link", { name: "Download on App Store" });
    expect(download).toHaveAttribute("href", STORE);
    expect(download).toHaveAttribute("target", "_blank");

    fireEvent.click(screen.getByRole("button", { name: "Scan QR Code" }));
    const dialog = await screen.findByRole("dialog", { name: "Scan QR Code" });
    const image = await screen.findByRole("img", { name: "QR code of the App Store link" });
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(image.getAttribute("src") ?? "")).toContain("<svg");
    expect(dialog).toContainElement(screen.getByRole("link", { name: "Open App Store Directly" }));
    expect(screen.getByRole("link", { name: "Open App Store Directly" })).toHaveAttribute("href", STORE);

    // A visible way out, for a phone that has no Escape key.
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("is not shown when the install has no App Store link", () => {
    const { container } = renderCard(null);
    expect(container).toBeEmptyDOMElement();
  });
});
