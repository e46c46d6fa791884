import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithClient, stubFetch } from "../../test/posts";
import { draftToMarkup, EMPTY_DRAFT, type MentionDraft } from "./mention-draft";
import { MentionTextarea } from "./mention-textarea";

afterEach(() => vi.unstubAllGlobals());

const AMARA = "3f0c6a1e-2b4d-4e8f-9a1b-5c6d7e8f9a0b";
const AMIR = "8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d";
const MEMBERS = [
  { userId: AMARA, firstName: "Amara", lastName: "Okafor", avatarUrl: null },
  { userId: AMIR, firstName: "Amir", lastName: "Haddad", avatarUrl: null },
];

let latest: MentionDraft = EMPTY_DRAFT;
function Harness() {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  latest = draft;
  return (
    <>
      <label htmlFor="text">Write a post</label>
      <MentionTextarea id="text" draft={draft} onDraftChange={setDraft} />
    </>
  );
}

function type(textarea: HTMLTextAreaElement, value: string) {
  fireEvent.change(textarea, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
}

describe("MentionTextarea", () => {
  it("suggests members after '@' and a letter, moves with the arrows and inserts with Enter", async () => {
    const fetch = stubFetch((url) =>
      url.pathname === "/api/mentions/suggestions"
        ? Response.json({ members: MEMBERS })
        : new Response(null, { status: 404 }),
    );
    renderWithClient(<Harness />);
    const textarea = screen.getByLabelText("Write a post") as HTMLTextAreaElement;
    type(textarea, "Thanks @");
    type(textarea, "Thanks @Am");

    const listbox = await screen.findByRole("listbox", { name: "Members to mention" });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetch.mock.calls[0]?.[0]), "http://x").searchParams.get("q")).toBe("Am");
    const options = [
      screen.getByRole("option", { name: "Amara Okafor" }),
      screen.getByRole("option", { name: "Amir Haddad" }),
    ];
    expect(screen.getAllByRole("option")).toEqual(options);
    expect(textarea).toHaveAttribute("aria-controls", listbox.id);
    expect(textarea).toHaveAttribute("aria-activedescendant", options[0]?.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");

    fireEvent.keyDown(textarea, { key: "ArrowDown" });
    expect(textarea).toHaveAttribute("aria-activedescendant", options[1]?.id);
    fireEvent.keyDown(textarea, { key: "ArrowDown" });
    expect(textarea).toHaveAttribute("aria-activedescendant", options[0]?.id);
    fireEvent.keyDown(textarea, { key: "ArrowUp" });
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");

    fireEvent.keyDown(textarea, { key: "Enter" });
    expect(textarea.value).toBe("Thanks @Amir Haddad ");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(textarea).not.toHaveAttribute("aria-activedescendant");
    expect(draftToMarkup(latest)).toBe(`Thanks @[Amir Haddad](${AMIR}) `);
  });

  it("inserts with Tab, and Escape closes the list without changing the text", async () => {
    stubFetch(() => Response.json({ members: MEMBERS }));
    renderWithClient(<Harness />);
    const textarea = screen.getByLabelText("Write a post") as HTMLTextAreaElement;
    type(textarea, "@Am");
    await screen.findByRole("listbox");
    fireEvent.keyDown(textarea, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(textarea.value).toBe("@Am");

    // A new "@" word opens it again.
    type(textarea, "@Am and @Ami");
    await screen.findByRole("listbox");
    fireEvent.keyDown(textarea, { key: "Tab" });
    expect(textarea.value).toBe("@Am and @Amara Okafor ");
    expect(draftToMarkup(latest)).toBe(`@Am and @[Amara Okafor](${AMARA}) `);
  });

  it("says when no member matches, and asks nothing for a lone '@'", async () => {
    const fetch = stubFetch(() => Response.json({ members: [] }));
    renderWithClient(<Harness />);
    const textarea = screen.getByLabelText("Write a post") as HTMLTextAreaElement;
    type(textarea, "email me @");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetch).not.toHaveBeenCalled();
    type(textarea, "@Zz");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No members found."));
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});
