import { findLinks, type LinkMatch } from "./links";
import { type MentionMatch, parseMentions } from "./mentions";

/** A piece of a post's text as the browser renders it. */
export type ContentSegment =
  | { kind: "text"; text: string }
  | { kind: "link"; url: string }
  | { kind: "mention"; name: string; userId: string };

/**
 * Splits post or comment text into plain text, links and mentions, in order, so that the browser
 * renders each with its own element (never as HTML). A link inside a mention's markup is not a link.
 */
export function segmentContent(text: string): ContentSegment[] {
  const mentions = parseMentions(text);
  const inMention = (link: LinkMatch) => mentions.some((m) => link.start < m.end && link.end > m.start);
  const marks: (MentionMatch | LinkMatch)[] = [...mentions, ...findLinks(text).filter((l) => !inMention(l))];
  marks.sort((a, b) => a.start - b.start);
  const segments: ContentSegment[] = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.start > at) segments.push({ kind: "text", text: text.slice(at, mark.start) });
    segments.push(
      "userId" in mark
        ? { kind: "mention", name: mark.name, userId: mark.userId }
        : { kind: "link", url: mark.url },
    );
    at = mark.end;
  }
  if (at < text.length) segments.push({ kind: "text", text: text.slice(at) });
  return segments;
}
