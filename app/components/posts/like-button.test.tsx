import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postKeys, usePostQuery } from "../../queries/posts";
import { makePost, renderWithClient, stubFetch } from "../../test/posts";
import { LikeButton } from "./like-button";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const post = makePost({ likeCount: 2, likedByMe: false });

/** The button as a page shows it: reading the post from the cache, as the feeds do. */
function CachedLikeButton() {
  const query = usePostQuery(post.id);
  return query.data ? <LikeButton post={query.data.post} /> : null;
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(postKeys.detail(post.id), { post });
  renderWithClient(<CachedLikeButton />, client);
  return { client, button: () => screen.getByRole("button", { name: /^Like/ }) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("LikeButton", () => {
  it("fills the heart and counts at once, then rolls back with a toast when the server refuses", async () => {
    const error = vi.spyOn(toast, "error");
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const { button } = setup();

    fireEvent.click(button());
    // Before the server answers.
    await waitFor(() => expect(button()).toHaveAttribute("aria-pressed", "true"));
    expect(button()).toHaveTextContent("3");

    await act(async () =>
      answer.resolve(Response.json({ error: { code: "forbidden", message: "No." } }, { status: 403 })),
    );
    await waitFor(() => expect(button()).toHaveAttribute("aria-pressed", "false"));
    expect(button()).toHaveTextContent("2");
    expect(error).toHaveBeenCalledWith("Your like could not be saved. Please try again.");
  });

  it("rolls back with the server's words when the member is liking too fast", async () => {
    const error = vi.spyOn(toast, "error");
    const message = "You are liking too fast. Please wait a few minutes and try again.";
    stubFetch(() =>
      Response.json(
        { error: { code: "rate_limited", message } },
        { status: 429, headers: { "retry-after": "60" } },
      ),
    );
    const { button } = setup();
    fireEvent.click(button());
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(button()).toHaveTextContent("2");
  });

  it("ends in the state of the last click after rapid clicks, one request at a time", async () => {
    const answers: { method: string; answer: ReturnType<typeof deferred<Response>> }[] = [];
    const fetch = stubFetch((_url, init) => {
      const answer = deferred<Response>();
      answers.push({ method: String(init?.method), answer });
      return answer.promise;
    });
    const { button, client } = setup();

    fireEvent.click(button()); // like
    fireEvent.click(button()); // unlike
    fireEvent.click(button()); // like
    fireEvent.click(button()); // unlike
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(button()).toHaveTextContent("2");

    // The like lands; the member's last wish (unliked) is sent next.
    await act(async () => answers[0]?.answer.resolve(Response.json({ likeCount: 3, likedByMe: true })));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(answers.map((a) => a.method)).toEqual(["PUT", "DELETE"]);
    expect(button()).toHaveAttribute("aria-pressed", "false");
    await act(async () => answers[1]?.answer.resolve(Response.json({ likeCount: 2, likedByMe: false })));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(button()).toHaveTextContent("2");
  });

  it("takes the server's count when the writes are done (others may have liked meanwhile)", async () => {
    stubFetch(() => Response.json({ likeCount: 7, likedByMe: true }));
    const { button } = setup();
    fireEvent.click(button());
    await waitFor(() => expect(button()).toHaveTextContent("7"));
    expect(button()).toHaveAttribute("aria-pressed", "true");
  });
});
