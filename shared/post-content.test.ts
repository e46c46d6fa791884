import { describe, expect, it } from "vitest";
import { findLinks, firstLink } from "./links";
import { mentionedUserIds, mentionMarkup, mentionsAsText, parseMentions } from "./mentions";
import { segmentContent } from "./post-content";

const ID = "0b6f3f4e-2f53-4c4e-9a53-6a7d2b7e9c10";
const OTHER = "9a1c2b3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d";

describe("mentions", () => {
  it("finds each @[Name](id), in order, and the distinct ids", () => {
    const text = `Thanks @[Ana Diaz](${ID}) and @[Ben Okafor](${OTHER}), and @[Ana](${ID}) again`;
    expect(parseMentions(text).map((m) => [m.name, m.userId])).toEqual([
      ["Ana Diaz", ID],
      ["Ben Okafor", OTHER],
      ["Ana", ID],
    ]);
    expect(mentionedUserIds(text)).toEqual([ID, OTHER]);
  });

  it("leaves what is not the markup as text", () => {
    expect(parseMentions("@[Ana](not-an-id) @Ana [Ana](x) @[](" + ID + ")")).toEqual([]);
    expect(parseMentions(`@[Ana\nDiaz](${ID})`)).toEqual([]);
  });

  it("writes markup that parses back, whatever the name holds", () => {
    const markup = mentionMarkup("Ana [the] (great)\nDiaz", ID);
    expect(parseMentions(markup)).toMatchObject([{ name: "Ana the great Diaz", userId: ID }]);
  });

  it("renders mentions as names, the current one when known", () => {
    const text = `Hi @[Ana Diaz](${ID})!`;
    expect(mentionsAsText(text)).toBe("Hi Ana Diaz!");
    expect(mentionsAsText(text, new Map([[ID, "Ana Díaz-Ruiz"]]))).toBe("Hi Ana Díaz-Ruiz!");
  });
});

describe("links", () => {
  it("finds http and https links, without the prose around them", () => {
    expect(
      findLinks("See https://example.org/a?b=1. And (http://x.test/path) too!").map((l) => l.url),
    ).toEqual(["https://example.org/a?b=1", "http://x.test/path"]);
    expect(firstLink("Wiki: https://en.wikipedia.org/wiki/Foo_(bar), then more")).toBe(
      "https://en.wikipedia.org/wiki/Foo_(bar)",
    );
  });

  it("never takes another scheme for a link", () => {
    expect(
      findLinks("javascript:alert(1) data:text/html,x mailto:a@b.org ftp://x.org www.example.org"),
    ).toEqual([]);
    expect(firstLink("no links here")).toBeNull();
  });
});

describe("segments", () => {
  it("splits text into text, links and mentions", () => {
    expect(segmentContent(`Hi @[Ana](${ID}), see https://example.org.`)).toEqual([
      { kind: "text", text: "Hi " },
      { kind: "mention", name: "Ana", userId: ID },
      { kind: "text", text: ", see " },
      { kind: "link", url: "https://example.org" },
      { kind: "text", text: "." },
    ]);
  });
});
