import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemberAwards } from "./member-awards";

const USER = "11111111-1111-4111-8111-111111111111";
const AWARD = "33333333-3333-4333-8333-333333333333";

const award = (hidden: boolean, canHide: boolean) => ({
  id: AWARD,
  title: "Volunteer of the month",
  description: "",
  citation: "Led every clean-up.",
  badgeUrl: null,
  givenAt: "2026-11-20T10:00:00.000Z",
  giver: { type: "group", id: 7, name: "Tidy Streets" },
  hidden,
  can: { hide: canHide },
});

/** The server: the member's awards (`list`), and the hide switch answering with the award changed. */
function stubServer(list: unknown[]) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), "http://localhost"), init);
    const url = new URL(request.url, "http://localhost");
    if (request.method === "PATCH" && url.pathname === `/api/me/awards/${AWARD}`) {
      const { hidden } = await request.json();
      return Response.json({ award: award(hidden, true) });
    }
    if (url.pathname === `/api/members/${USER}/awards`)
      return Response.json({ awards: list, nextCursor: null });
    return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

function renderAwards(own: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MemberAwards userId={USER} own={own} name="Bea" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a member's awards", () => {
  it("marks the member's hidden award, and shows it on their profile again with the switch", async () => {
    const fetch = stubServer([award(true, true)]);
    renderAwards(true);
    expect(await screen.findByRole("heading", { name: "Your awards" })).toBeTruthy();
    expect(screen.getByText("Hidden: only you can see it.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tidy Streets" }).getAttribute("href")).toBe("/groups/7");
    const toggle = screen.getByRole("switch", { name: "Show on my profile" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([input, init]) => {
          const method = input instanceof Request ? input.method : init?.method;
          return method === "PATCH";
        }),
      ).toBe(true),
    );
  });

  it("shows another member's awards without a switch, and nothing when they have none", async () => {
    stubServer([award(false, false)]);
    renderAwards(false);
    expect(await screen.findByRole("heading", { name: "Bea's awards" })).toBeTruthy();
    expect(screen.getByText("“Led every clean-up.”")).toBeTruthy();
    expect(screen.queryByRole("switch")).toBeNull();
  });
});
