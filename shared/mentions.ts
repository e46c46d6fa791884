/**
 * Mentions in post and comment text, written as `@[Display Name](user-uuid)` (docs/decisions.md,
 * "Posts, feeds and connections"). The browser inserts the markup from the suggestions and renders
 * it as a link to the member; the server parses it to record `mentions` rows. Both use this file.
 */

/** One mention: the name as written when it was inserted, and the member's id. */
export interface MentionMatch {
  name: string;
  userId: string;
  /** Where the markup starts and ends in the text (end exclusive). */
  start: number;
  end: number;
}

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
/** A name holds no bracket or line break, and is at most 100 characters (two full names fit). */
const MENTION = new RegExp(`@\\[([^\\[\\]\\n\\r]{1,100})\\]\\((${UUID})\\)`, "g");

/** Every mention in the text, in order. */
export function parseMentions(text: string): MentionMatch[] {
  const found: MentionMatch[] = [];
  for (const match of text.matchAll(MENTION)) {
    const [whole, name = "", userId = ""] = match;
    found.push({ name, userId: userId.toLowerCase(), start: match.index, end: match.index + whole.length });
  }
  return found;
}

/** The distinct member ids mentioned, in the order first mentioned. */
export function mentionedUserIds(text: string): string[] {
  return [...new Set(parseMentions(text).map((mention) => mention.userId))];
}

/** The markup for a mention; brackets and line breaks in the name become spaces. */
export function mentionMarkup(name: string, userId: string): string {
  const clean =
    name
      .replace(/[[\]\n\r()]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 100) || "member";
  return `@[${clean}](${userId})`;
}

/**
 * The text as a reader sees it, each mention shown as its name (share metadata, notifications,
 * a preview's excerpt). `names` overrides the written name by user id (their current name).
 */
export function mentionsAsText(text: string, names: ReadonlyMap<string, string> = new Map()): string {
  return text.replace(
    MENTION,
    (_whole, name: string, userId: string) => names.get(userId.toLowerCase()) ?? name,
  );
}
