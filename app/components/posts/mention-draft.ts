import { mentionMarkup, parseMentions } from "../../../shared/mentions";

/** A member picked from the suggestions while writing: shown as "@Name", sent as markup. */
export interface DraftMention {
  name: string;
  userId: string;
}

/** What the member writes: the text as they see it and the members they picked for it. */
export interface MentionDraft {
  text: string;
  mentions: DraftMention[];
}

export const EMPTY_DRAFT: MentionDraft = { text: "", mentions: [] };

/**
 * The "@" word being typed just before the caret (spec: "@" and one letter or more), with where
 * it starts; null when the caret is not at the end of one. An "@" inside a word (an e-mail
 * address) starts nothing.
 */
export function findMentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[\s([{"'])@(\p{L}[\p{L}\p{M}\p{N}'’.-]*)$/u.exec(text.slice(0, caret));
  if (!match?.[1]) return null;
  return { start: caret - match[1].length - 1, query: match[1] };
}

/**
 * Puts the picked member in place of the "@" word, followed by a space (the one already there,
 * or a new one); the caret goes after that space.
 */
export function insertMention(
  draft: MentionDraft,
  range: { start: number; end: number },
  mention: DraftMention,
): { draft: MentionDraft; caret: number } {
  const after = draft.text.slice(range.end);
  const spaced = /^\s/.test(after);
  const inserted = spaced ? `@${mention.name}` : `@${mention.name} `;
  const text = draft.text.slice(0, range.start) + inserted + after;
  const mentions = draft.mentions.some((m) => m.userId === mention.userId && m.name === mention.name)
    ? draft.mentions
    : [...draft.mentions, mention];
  return { draft: { text, mentions }, caret: range.start + inserted.length + (spaced ? 1 : 0) };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text to send: each "@Name" of a picked member becomes `@[Name](id)` (shared/mentions.ts).
 * A name the member has since edited away stays plain text; longer names are matched first so
 * that "@Ana Lima" wins over "@Ana".
 */
export function draftToMarkup({ text, mentions }: MentionDraft): string {
  if (mentions.length === 0) return text;
  const byName = new Map(mentions.map((m) => [m.name, m.userId]));
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`@(${names.join("|")})(?![\\p{L}\\p{N}])`, "gu");
  return text.replace(pattern, (whole, name: string) => {
    const userId = byName.get(name);
    return userId ? mentionMarkup(name, userId) : whole;
  });
}

/** The draft for editing existing text: its markup shown as "@Name", the members remembered. */
export function draftFromMarkup(content: string): MentionDraft {
  const found = parseMentions(content);
  let text = "";
  let at = 0;
  for (const mention of found) {
    text += `${content.slice(at, mention.start)}@${mention.name}`;
    at = mention.end;
  }
  text += content.slice(at);
  return { text, mentions: found.map(({ name, userId }) => ({ name, userId })) };
}
