import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restoreAndPersistQueries } from "./persist-queries";
import { readSavedQueries, saveQueries } from "./saved-queries";

// A page opened without a network, unless a test says otherwise.
beforeEach(() => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const me = (id: string) => ({ user: { id }, profile: { firstName: id } });

describe("restoreAndPersistQueries (issue 31)", () => {
  it("puts the saved member's data back with the time it was fetched", () => {
    const savedAt = Date.now() - 60_000;
    saveQueries(localStorage, "ana", [
      { queryKey: ["me"], data: me("ana"), savedAt },
      { queryKey: ["dashboard", "events"], data: { events: ["Beach clean-up"] }, savedAt },
    ]);
    const client = new QueryClient();
    restoreAndPersistQueries(client);
    expect(client.getQueryData(["dashboard", "events"])).toEqual({ events: ["Beach clean-up"] });
    expect(client.getQueryState(["dashboard", "events"])?.dataUpdatedAt).toBe(savedAt);
  });

  it("puts nothing back in a page opened with a network: its pages ask the server", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    saveQueries(localStorage, "ana", [
      { queryKey: ["me"], data: me("ana"), savedAt: Date.now() - 1_000 },
      {
        queryKey: ["dashboard", "events"],
        data: { events: ["Beach clean-up"] },
        savedAt: Date.now() - 1_000,
      },
    ]);
    const client = new QueryClient();
    restoreAndPersistQueries(client);
    expect(client.getQueryData(["dashboard", "events"])).toBeUndefined();
  });

  it("saves allow-listed answers for the signed-in member, a moment later", () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    restoreAndPersistQueries(client);
    client.setQueryData(["me"], me("ana"));
    client.setQueryData(["dashboard", "groups"], { groups: ["Tidy Tuesday"] });
    client.setQueryData(["search", "ana"], { results: [] });
    expect(readSavedQueries(localStorage)).toBeNull();
    vi.advanceTimersByTime(1_000);
    const saved = readSavedQueries(localStorage);
    expect(saved?.userId).toBe("ana");
    expect(saved?.queries.map((q) => q.queryKey).sort()).toEqual([["dashboard", "groups"], ["me"]]);
  });

  it("forgets the last member's data when the server says another member is signed in", () => {
    vi.useFakeTimers();
    saveQueries(localStorage, "ana", [
      { queryKey: ["me"], data: me("ana"), savedAt: Date.now() },
      { queryKey: ["dashboard", "events"], data: { events: ["Ana's event"] }, savedAt: Date.now() },
    ]);
    const client = new QueryClient();
    restoreAndPersistQueries(client);
    client.setQueryData(["me"], me("ben"));
    expect(client.getQueryData(["dashboard", "events"])).toBeUndefined();
    vi.advanceTimersByTime(1_000);
    const saved = readSavedQueries(localStorage);
    expect(saved?.userId).toBe("ben");
    expect(JSON.stringify(saved)).not.toContain("Ana's event");
  });

  it("is not misled by the member's other resources, whose keys start with 'me' too", () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    restoreAndPersistQueries(client);
    client.setQueryData(["me"], me("ana"));
    client.setQueryData(["me", "hours", "requirements"], { requirements: [] });
    vi.advanceTimersByTime(1_000);
    expect(readSavedQueries(localStorage)?.queries.map((q) => q.queryKey)).toEqual([["me"]]);
  });

  it("forgets everything when nobody is signed in any more", () => {
    saveQueries(localStorage, "ana", [{ queryKey: ["me"], data: me("ana"), savedAt: Date.now() }]);
    const client = new QueryClient();
    restoreAndPersistQueries(client);
    client.setQueryData(["me"], null);
    expect(readSavedQueries(localStorage)).toBeNull();
  });

  it("leaves a signed-out member's pages their queries, for the sign-out to clear once they left", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const client = new QueryClient();
    restoreAndPersistQueries(client);
    client.setQueryData(["me"], me("ana"));
    // A dashboard card still mounted: removing its query would have it fetched again, signed out.
    const fetched = vi.fn(async () => ({ events: ["Ana's event"] }));
    const options = { queryKey: ["dashboard", "events"], queryFn: fetched };
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    client.setQueryData(["me"], null);
    // The card renders once more before its page leaves (the member changed), as React would.
    observer.setOptions(options);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(readSavedQueries(localStorage)).toBeNull();
    unsubscribe();
  });
});
