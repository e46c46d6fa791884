import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postKeys, usePostQuery } from "../../queries/posts";
import { makePost, renderWithClient, stubFetch } from "../../test/posts";
import { PostCard } from "./post-card";

afterEach(() => vi.unstubAllGlobals());

const ANA = "3f0c6a1e-2b4d-4e8f-9a1b-5c6d7e8f9a0b";
const own = makePost({
  content: `Thanks @[Ana Lima](${ANA}) for the seeds`,
  mentions: [{ userId: ANA, name: "Ana Lima" }],
  target: { type: "group", id: 7, name: "Green Street Growers" },
  edited: true,
  commentCount: 3,
  can: {
    view: true,
    share: true,
    like: true,
    comment: true,
    report: false,
    update: true,
    delete: true,
    remove: false,
  },
});

function CachedCard({ onDeleted }: { onDeleted?: () => void }) {
  const query = usePostQuery(own.id);
  return query.data ? <PostCard post={query.data.post} onDeleted={onDeleted} /> : <p>Gone</p>;
}

function setup(onDeleted?: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(postKeys.detail(own.id), { post: own });
  return renderWithClient(<CachedCard onDeleted={onDeleted} />, client);
}

describe("PostCard", () => {
  it("offers a group's moderator neither Edit nor Delete on someone else's post", () => {
    const client = new QueryClient();
    const theirs = makePost({ can: { ...own.can, update: false, delete: false, remove: true } });
    renderWithClient(<PostCard post={theirs} />, client);
    expect(screen.getByRole("article")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("names the author and the group with links, when, and that it was edited", () => {
    setup();
    expect(screen.getByRole("article", { name: "Amara Okafor" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Amara Okafor" })).toHaveAttribute(
      "href",
      `/profile/${own.author.userId}`,
    );
    expect(screen.getByRole("link", { name: "Green Street Growers" })).toHaveAttribute("href", "/groups/7");
    const time = screen.getByText("5 minutes ago");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("dateTime", own.createdAt);
    expect(time.getAttribute("title")).toMatch(/\d{4}/);
    expect(screen.getByText("edited")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Comments, 3" })).toHaveAttribute("aria-expanded", "false");
  });

  it("edits with names shown and sends the mention markup back", async () => {
    const sent: unknown[] = [];
    stubFetch(async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ post: { ...own, content: `Thanks @[Ana Lima](${ANA}) for all the seeds` } });
    });
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    const text = screen.getByLabelText("Edit your post");
    expect(text).toHaveValue("Thanks @Ana Lima for the seeds");
    fireEvent.change(text, { target: { value: "Thanks @Ana Lima for all the seeds" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText(/for all the seeds/);
    expect(sent).toEqual([{ content: `Thanks @[Ana Lima](${ANA}) for all the seeds` }]);
    expect(screen.getByRole("link", { name: "@Ana Lima" })).toBeInTheDocument();
  });

  it("takes its pictures' descriptions when edited, and shows them as their alternative text", async () => {
    const pictured = makePost({
      ...own,
      media: [
        { url: "/api/files/post-media/a.webp", contentType: "image/webp", width: 4, height: 3, alt: "" },
        { url: "/api/files/post-media/b.mp4", contentType: "video/mp4", width: null, height: null, alt: "" },
      ],
    });
    const sent: { mediaAlt?: string[] }[] = [];
    stubFetch(async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      const media = pictured.media.map((item, index) => ({ ...item, alt: body.mediaAlt[index] }));
      return Response.json({ post: { ...pictured, media } });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(postKeys.detail(own.id), { post: pictured });
    renderWithClient(<CachedCard />, client);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    // One field, for the picture: a video has no alternative text to carry one.
    const fields = screen.getAllByLabelText(/^Description of picture/);
    expect(fields).toHaveLength(1);
    fireEvent.change(fields[0] as HTMLElement, { target: { value: " Seedlings in trays " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("img", { name: "Seedlings in trays" })).toBeInTheDocument();
    expect(sent[0]?.mediaAlt).toEqual(["Seedlings in trays", ""]);
  });

  it("asks before deleting, and deletes only when confirmed", async () => {
    const fetch = stubFetch(() => Response.json({ deleted: true, id: own.id }));
    const onDeleted = vi.fn();
    setup(onDeleted);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getByRole("dialog", { name: "Delete this post?" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: "DELETE" });
  });
});
