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

/**
 * The id the draft was last sent under (post-composer.tsx), kept beside it so that a page
 * reloaded after a lost answer sends the same post again under the same id; null when it has
 * not been sent since it last changed.
 */
export function readDraftRequest(key: string, storage: Storage = localStorage): string | null {
  try {
    const value = storage.getItem(`${key}-request`);
    return value && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the id the draft is being sent under. */
export function writeDraftRequest(
  key: string,
  requestId: string | null,
  storage: Storage = localStorage,
): void {
  try {
    if (requestId) storage.setItem(`${key}-request`, requestId);
    else storage.removeItem(`${key}-request`);
  } catch {
    // Storage refused: the id lives in the form until the page goes.
  }
}

/** Forgets the draft and the id it was sent under (its post was published). */
export function clearDraft(key: string, storage: Storage = localStorage): void {
  writeDraft(key, EMPTY_DRAFT, storage);
  writeDraftRequest(key, null, storage);
}
