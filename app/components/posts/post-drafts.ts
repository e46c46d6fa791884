import { brandKey } from "../../../shared/brand";
import { EMPTY_DRAFT, type MentionDraft } from "./mention-draft";

/**
 * Post drafts (issue 31: a post written offline is kept, not lost). The post form's text is kept
 * in this browser as it is typed, per member and per place the post goes, until it is published
 * or emptied; the form opens with it again. Brand keys: signing out removes them (spec §4).
 * Pictures and videos are not kept: they are uploaded as they are chosen, which needs a network.
 */
export function draftKey(userId: string, target?: { type: string; id: number }): string {
  return brandKey(`post-draft-${userId}-${target ? `${target.type}-${target.id}` : "profile"}`);
}

function isDraft(value: unknown): value is MentionDraft {
  const draft = value as MentionDraft | null;
  return typeof draft?.text === "string" && Array.isArray(draft.mentions);
}

/** The draft kept under this key, or null. */
export function readDraft(key: string, storage: Storage = localStorage): MentionDraft | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? "null");
    return isDraft(value) && value.text.trim() ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; an empty one removes the key. A full storage keeps the last draft that fitted. */
export function writeDraft(key: string, draft: MentionDraft, storage: Storage = localStorage): void {
  try {
    if (!draft.text.trim()) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ text: draft.text, mentions: draft.mentions }));
  } catch {
    // Storage full or refused (private browsing): the form still holds the text.
  }
}

/** Forgets the draft (its post was published). */
export function clearDraft(key: string, storage: Storage = localStorage): void {
  writeDraft(key, EMPTY_DRAFT, storage);
}
