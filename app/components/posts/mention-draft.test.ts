import { describe, expect, it } from "vitest";
import { draftFromMarkup, draftToMarkup, findMentionQuery, insertMention } from "./mention-draft";

const ANA = "3f0c6a1e-2b4d-4e8f-9a1b-5c6d7e8f9a0b";
const ANA_LIMA = "8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d";

describe("mention drafts", () => {
  it("finds the '@' word before the caret, not an e-mail address", () => {
    expect(findMentionQuery("Hello @Am", 9)).toEqual({ start: 6, query: "Am" });
    expect(findMentionQuery("@A", 2)).toEqual({ start: 0, query: "A" });
    expect(findMentionQuery("Hello @", 7)).toBeNull();
    expect(findMentionQuery("write to ana@example.org", 24)).toBeNull();
    expect(findMentionQuery("Hello @Am and more", 18)).toBeNull();
  });

  it("inserts the name, then sends it as markup", () => {
    const { draft, caret } = insertMention(
      { text: "Thanks @An for this", mentions: [] },
      { start: 7, end: 10 },
      { name: "Ana Lima", userId: ANA_LIMA },
    );
    expect(draft.text).toBe("Thanks @Ana Lima for this");
    expect(caret).toBe(17);
    expect(draftToMarkup(draft)).toBe(`Thanks @[Ana Lima](${ANA_LIMA}) for this`);
    expect(
      insertMention({ text: "@An", mentions: [] }, { start: 0, end: 3 }, { name: "Ana", userId: ANA }),
    ).toEqual({
      draft: { text: "@Ana ", mentions: [{ name: "Ana", userId: ANA }] },
      caret: 5,
    });
  });

  it("prefers the longer name and leaves an edited name as text", () => {
    const mentions = [
      { name: "Ana", userId: ANA },
      { name: "Ana Lima", userId: ANA_LIMA },
    ];
    expect(draftToMarkup({ text: "@Ana Lima and @Ana, not @Anabel", mentions })).toBe(
      `@[Ana Lima](${ANA_LIMA}) and @[Ana](${ANA}), not @Anabel`,
    );
  });

  it("turns markup back into names for editing, and back again unchanged", () => {
    const content = `Hi @[Ana Lima](${ANA_LIMA}), see https://example.org`;
    const draft = draftFromMarkup(content);
    expect(draft.text).toBe("Hi @Ana Lima, see https://example.org");
    expect(draftToMarkup(draft)).toBe(content);
  });
});
