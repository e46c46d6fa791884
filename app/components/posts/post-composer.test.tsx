import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makePost, renderWithClient, stubFetch } from "../../test/posts";
import { ActivityFeed } from "./activity-feed";
import { PostComposer } from "./post-composer";

// The upload mutation sends with XMLHttpRequest; here each file is "stored" at once.
const uploads = vi.hoisted(() => ({ sent: [] as string[] }));
vi.mock("../../queries/uploads", () => ({
  useUploadMutation: () => ({
    progress: 0.5,
    mutateAsync: async (file: File) => {
      uploads.sent.push(file.name);
      return { id: `0b6a4a7e-5d6c-4c1a-8f53-8a2e1f0c9b${String(uploads.sent.length).padStart(2, "0")}` };
    },
  }),
}));

beforeEach(() => {
  uploads.sent = [];
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const older = makePost({ id: "11111111-1111-4111-8111-111111111111", content: "An older post" });
const mine = makePost({ id: "22222222-2222-4222-8222-222222222222", content: "Fresh from the garden" });

function serve() {
  const bodies: unknown[] = [];
  const fetch = stubFetch(async (url, init) => {
    if (url.pathname === "/api/feeds/home") return Response.json({ posts: [older], nextCursor: null });
    if (url.pathname === "/api/posts" && init?.method === "POST") {
      bodies.push(JSON.parse(String(init.body)));
      return Response.json({ post: mine }, { status: 201 });
    }
    return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
  });
  const feedCalls = () => fetch.mock.calls.filter(([input]) => String(input).includes("/feeds/home")).length;
  return { bodies, feedCalls };
}

function renderPage() {
  return renderWithClient(
    <>
      <PostComposer />
      <ActivityFeed source={{ kind: "home" }} />
    </>,
  );
}

describe("PostComposer", () => {
  it("posts, clears itself and puts the new post at the top of the feed without reloading it", async () => {
    const { bodies, feedCalls } = serve();
    renderPage();
    const form = screen.getByRole("form", { name: "Create a post" });
    expect(form).toHaveAttribute("id", "post-form");
    await screen.findByText("An older post");

    const text = screen.getByPlaceholderText("What's on your mind?");
    fireEvent.change(text, { target: { value: "Fresh from the garden" } });
    expect(screen.getByText(/21 \/ 5,000/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Post" }));

    await waitFor(() => expect(text).toHaveValue(""));
    expect(bodies).toEqual([{ content: "Fresh from the garden", requestId: expect.any(String) }]);
    const articles = within(screen.getByRole("region", { name: "Posts" })).getAllByRole("article");
    expect(articles.map((article) => within(article).getByText(/garden|older/).textContent)).toEqual([
      "Fresh from the garden",
      "An older post",
    ]);
    expect(feedCalls()).toBe(1);
  });

  it("refuses what is not a picture or a video, previews the rest and sends their ids", async () => {
    const { bodies } = serve();
    renderPage();
    const input = screen.getByLabelText("Add pictures or videos");
    const photo = new File(["png"], "garden.png", { type: "image/png" });
    const clip = new File(["mp4"], "harvest.mp4", { type: "video/mp4" });
    const doc = new File(["pdf"], "minutes.pdf", { type: "application/pdf" });
    await act(async () => fireEvent.change(input, { target: { files: [photo, clip, doc] } }));

    expect(screen.getByRole("alert")).toHaveTextContent("minutes.pdf is not a picture or a video.");
    const attached = screen.getByRole("list", { name: "Attached pictures and videos" });
    expect(within(attached).getByRole("img", { name: "garden.png" })).toBeInTheDocument();
    await waitFor(() => expect(uploads.sent).toEqual(["garden.png", "harvest.mp4"]));
    // A video has no field for one: the browser's <video> has no alternative text to carry it.
    expect(within(attached).getByLabelText("Description of garden.png")).toBeInTheDocument();
    expect(within(attached).queryByLabelText("Description of harvest.mp4")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Remove harvest.mp4" }));
    expect(within(attached).queryByLabelText("harvest.mp4")).toBeNull();

    // A picture takes a description (its alt text).
    fireEvent.change(within(attached).getByLabelText("Description of garden.png"), {
      target: { value: " Tomatoes in the raised bed " },
    });

    fireEvent.change(screen.getByPlaceholderText("What's on your mind?"), { target: { value: "Look!" } });
    const post = screen.getByRole("button", { name: "Post" });
    await waitFor(() => expect(post).toBeEnabled());
    fireEvent.click(post);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      requestId: expect.any(String),
      content: "Look!",
      mediaFileIds: ["0b6a4a7e-5d6c-4c1a-8f53-8a2e1f0c9b01"],
      mediaAlt: ["Tomatoes in the raised bed"],
    });
    await waitFor(() =>
      expect(screen.queryByRole("list", { name: "Attached pictures and videos" })).toBeNull(),
    );
  });

  it("shows the server's words when the member is posting too fast, and keeps the text", async () => {
    const message = "You are posting too fast. Please wait a few minutes and try again.";
    stubFetch(async (url, init) => {
      if (url.pathname === "/api/feeds/home") return Response.json({ posts: [older], nextCursor: null });
      if (url.pathname === "/api/posts" && init?.method === "POST") {
        return Response.json(
          { error: { code: "rate_limited", message } },
          { status: 429, headers: { "retry-after": "300" } },
        );
      }
      return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
    });
    renderPage();
    const text = screen.getByPlaceholderText("What's on your mind?");
    fireEvent.change(text, { target: { value: "One more" } });
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(text).toHaveValue("One more");
  });

  it("sends a post again under the same id after a lost answer, and a changed one under a new id", async () => {
    const bodies: { requestId: string; content: string }[] = [];
    stubFetch(async (url, init) => {
      if (url.pathname === "/api/feeds/home") return Response.json({ posts: [older], nextCursor: null });
      if (url.pathname === "/api/posts" && init?.method === "POST") {
        bodies.push(JSON.parse(String(init.body)));
        // The first two never answer: the network dropped (the server may have written them).
        if (bodies.length <= 2) throw new TypeError("Failed to fetch");
        return Response.json({ post: mine }, { status: 201 });
      }
      return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
    });
    renderPage();
    const text = screen.getByPlaceholderText("What's on your mind?");
    const post = screen.getByRole("button", { name: "Post" });
    fireEvent.change(text, { target: { value: "Fresh from the garden" } });
    fireEvent.click(post);
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() => expect(post).toBeEnabled());
    expect(text).toHaveValue("Fresh from the garden");
    fireEvent.click(post);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]?.requestId).toBe(bodies[0]?.requestId);
    await waitFor(() => expect(post).toBeEnabled());

    // Changed, it is another post.
    fireEvent.change(text, { target: { value: "Fresh from the garden today" } });
    await waitFor(() => expect(post).toBeEnabled());
    fireEvent.click(post);
    await waitFor(() => expect(text).toHaveValue(""));
    expect(bodies).toHaveLength(3);
    expect(bodies[2]?.requestId).not.toBe(bodies[0]?.requestId);
  });

  it("counts against 5,000 characters and will not send more", () => {
    serve();
    renderPage();
    fireEvent.change(screen.getByPlaceholderText("What's on your mind?"), {
      target: { value: "a".repeat(5001) },
    });
    expect(screen.getByText(/5,001 \/ 5,000/)).toHaveTextContent("too long by 1");
    expect(screen.getByRole("button", { name: "Post" })).toBeDisabled();
  });
});
