import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makePost, renderWithClient, stubFetch } from "../../test/posts";
import { ActivityFeed } from "./activity-feed";

afterEach(() => vi.unstubAllGlobals());

const post = (n: number) =>
  makePost({ id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`, content: `Post number ${n}` });

describe("ActivityFeed", () => {
  it("shows a skeleton while loading, then the empty state", async () => {
    stubFetch(() => Response.json({ posts: [], nextCursor: null }));
    renderWithClient(<ActivityFeed source={{ kind: "group", id: 4 }} />);
    expect(screen.getByRole("status", { name: "Loading posts" })).toBeInTheDocument();
    expect(await screen.findByText("No posts in this group yet.")).toBeInTheDocument();
  });

  it("says what failed and tries again on Retry", async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? Response.json({ error: { code: "forbidden", message: "This group is private." } }, { status: 403 })
        : Response.json({ posts: [post(1)], nextCursor: null }),
    );
    renderWithClient(<ActivityFeed source={{ kind: "home" }} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This group is private.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Post number 1")).toBeInTheDocument();
  });

  it("loads the next page with 'Load more', asking with the cursor, newest first and each post once", async () => {
    const fetch = stubFetch((url) =>
      url.searchParams.get("cursor") === "page-2"
        ? Response.json({ posts: [post(2), post(3)], nextCursor: null })
        : Response.json({ posts: [post(1), post(2)], nextCursor: "page-2" }),
    );
    renderWithClient(
      <ActivityFeed source={{ kind: "profile", userId: "0b6a4a7e-5d6c-4c1a-8f53-8a2e1f0c9b11" }} />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    const feed = screen.getByRole("region", { name: "Posts" });
    expect(within(feed).getAllByRole("article")).toHaveLength(3);
    expect(
      within(feed)
        .getAllByText(/Post number/)
        .map((p) => p.textContent),
    ).toEqual(["Post number 1", "Post number 2", "Post number 3"]);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(String(fetch.mock.calls[0]?.[0])).toContain(
      "/api/feeds/profile/0b6a4a7e-5d6c-4c1a-8f53-8a2e1f0c9b11",
    );
  });
});
