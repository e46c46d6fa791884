import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PostText } from "./post-text";

const ANA = "3f0c6a1e-2b4d-4e8f-9a1b-5c6d7e8f9a0b";

function renderText(content: string, mentions: { userId: string; name: string }[] = []) {
  return render(
    <MemoryRouter>
      <PostText content={content} mentions={mentions} />
    </MemoryRouter>,
  );
}

describe("PostText", () => {
  it("makes links clickable, opened apart and not vouched for", () => {
    renderText("Read https://example.org/news?id=1. Thanks!");
    const link = screen.getByRole("link", { name: "https://example.org/news?id=1" });
    expect(link).toHaveAttribute("href", "https://example.org/news?id=1");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  });

  it("shows a mention as the member's name linking to their profile", () => {
    renderText(`Thanks @[Ana L](${ANA}) for today`, [{ userId: ANA, name: "Ana Lima" }]);
    const link = screen.getByRole("link", { name: "@Ana Lima" });
    expect(link).toHaveAttribute("href", `/profile/${ANA}`);
    expect(screen.getByText(/for today/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain("](");
  });

  it("never reads the text as HTML, nor other schemes as links", () => {
    const { container } = renderText('<img src=x onerror="alert(1)"> javascript:alert(1) mailto:a@b.org');
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.textContent).toContain("<img src=x");
  });
});
