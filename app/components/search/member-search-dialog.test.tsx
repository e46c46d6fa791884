import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MemberSearchDialog } from "./member-search-dialog";

const toastError = vi.fn();
vi.mock("../../lib/toast", () => ({ toast: { error: (message: string) => toastError(message) } }));

beforeAll(() => {
  // cmdk measures and scrolls its list; jsdom has neither.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
});

const RESULTS = [
  {
    id: "u1",
    name: "River Walker",
    description: "Runs the clean-up",
    type: "user",
    avatar: null,
    initials: "RW",
    url: "/profile/u1",
  },
  {
    id: "7",
    name: "Riverside Gardeners",
    description: "",
    type: "group",
    avatar: null,
    initials: "RG",
    url: "/groups/7",
  },
];

function stubSearch(answer: () => Response) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDialog(onOpenChange = vi.fn()) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/members"]}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <MemberSearchDialog open onOpenChange={onOpenChange} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onOpenChange, input: screen.getByPlaceholderText("Search members, groups, events...") };
}

describe("the members' search dialog", () => {
  it("waits for 2 characters, then shows each result with its type, and navigates on selection", async () => {
    const fetch = stubSearch(() => Response.json({ results: RESULTS }));
    const { input, onOpenChange } = renderDialog();
    fireEvent.change(input, { target: { value: "r" } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText("No results found")).toBeNull();

    fireEvent.change(input, { target: { value: "ri" } });
    expect(screen.getByText("Searching...")).toBeTruthy();
    await screen.findByText("River Walker");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toContain("q=ri");
    expect(screen.getByText("Member")).toBeTruthy();
    expect(screen.getByText("Group")).toBeTruthy();
    fireEvent.click(screen.getByText("Riverside Gardeners"));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByTestId("where").textContent).toBe("/groups/7");
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("says so when nothing matches", async () => {
    stubSearch(() => Response.json({ results: [] }));
    const { input } = renderDialog();
    fireEvent.change(input, { target: { value: "zzz" } });
    await screen.findByText("No results found");
    expect(screen.getByText("Try a different search term")).toBeTruthy();
  });

  it("shows the spec's toast and no results when the search fails", async () => {
    stubSearch(() => Response.json({ error: { code: "bad_request", message: "no" } }, { status: 400 }));
    const { input } = renderDialog();
    fireEvent.change(input, { target: { value: "river" } });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("An error occurred while searching"));
    expect(screen.queryByText("River Walker")).toBeNull();
  });
});
