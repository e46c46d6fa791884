import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as Y from "yjs";
import { findRefusedCharacter } from "../../shared/schemas/text";

/**
 * The Yjs side of workspaces on the server: it never edits a document, it checks, merges and
 * reads them. The editor (TipTap's Collaboration extension) keeps a page's rich text in the
 * document's XML fragment named "default".
 */
export const DOCUMENT_FIELD = "default";

/** Plain text kept for previews and search at most (workspace_pages.content_text). */
const CONTENT_TEXT_MAX = 100_000;

/**
 * True when the bytes are a Yjs update that a document can take: decoded and applied to a
 * scratch document without error. What fails here never reaches the table, so one bad request
 * can never stop a page from loading.
 */
export function isDocumentUpdate(bytes: Uint8Array): boolean {
  if (bytes.length < 2) return false;
  try {
    Y.decodeUpdate(bytes);
    const scratch = new Y.Doc({ gc: false });
    Y.applyUpdate(scratch, bytes);
    scratch.destroy();
    return true;
  } catch {
    return false;
  }
}

/** What an update sent by a browser is: one a document takes, whether it changes anything, and whether it adds content. */
export interface UpdateInspection {
  valid: boolean;
  /** No new content and no deletion (an empty document's). */
  empty: boolean;
  /** It inserts something; an update that only deletes does not. */
  addsContent: boolean;
}

/** Looks at an update (isDocumentUpdate, then its structs and deletions). */
export function inspectUpdate(bytes: Uint8Array): UpdateInspection {
  if (!isDocumentUpdate(bytes)) return { valid: false, empty: false, addsContent: false };
  const { structs, ds } = Y.decodeUpdate(bytes);
  return {
    valid: true,
    empty: structs.length === 0 && ds.clients.size === 0,
    addsContent: structs.length > 0,
  };
}

/**
 * The document as one update: the stored state (or nothing yet) and the updates after it, in
 * order. Merging without a document is the fast way; should it ever fail on what the table
 * holds, the updates are applied one by one instead, so a page always opens.
 */
export function mergeDocument(state: Uint8Array | null, updates: readonly Uint8Array[]): Uint8Array {
  const parts = state ? [state, ...updates] : [...updates];
  if (parts.length === 0) return Y.encodeStateAsUpdate(new Y.Doc());
  if (parts.length === 1) return parts[0] as Uint8Array;
  try {
    return Y.mergeUpdates(parts);
  } catch {
    const doc = new Y.Doc();
    for (const part of parts) {
      try {
        Y.applyUpdate(doc, part);
      } catch {
        // isDocumentUpdate let nothing of the kind in; this only keeps an old row from blocking.
      }
    }
    const merged = Y.encodeStateAsUpdate(doc);
    doc.destroy();
    return merged;
  }
}

/**
 * The document folded into one state, deleted text collected (a garbage-collecting document
 * re-encodes it), so a page's size follows its text rather than its history; and its plain text.
 * A part that does not apply is skipped: refused at the door (isDocumentUpdate), an old bad row
 * must not block the page.
 */
export function compactDocument(
  state: Uint8Array | null,
  updates: readonly Uint8Array[],
): { state: Uint8Array; text: string } {
  const doc = new Y.Doc({ gc: true });
  try {
    for (const part of state ? [state, ...updates] : updates) {
      try {
        Y.applyUpdate(doc, part);
      } catch {
        // See above.
      }
    }
    doc.getXmlFragment(DOCUMENT_FIELD);
    const folded = Y.encodeStateAsUpdate(doc);
    return { state: folded, text: documentText(folded) };
  } finally {
    doc.destroy();
  }
}

/** Blocks whose text is one line of the plain text; lists and quotes only hold such blocks. */
const LINE_BLOCKS = new Set(["paragraph", "heading", "codeBlock"]);

function inlineText(node: Y.XmlText | Y.XmlElement | Y.XmlHook): string {
  if (node instanceof Y.XmlText) {
    return (node.toDelta() as { insert: unknown }[])
      .map((part) => (typeof part.insert === "string" ? part.insert : ""))
      .join("");
  }
  if (node instanceof Y.XmlElement) return node.toArray().map(inlineText).join("");
  return "";
}

function collectLines(node: Y.XmlText | Y.XmlElement | Y.XmlHook, lines: string[]) {
  if (node instanceof Y.XmlElement && !LINE_BLOCKS.has(node.nodeName)) {
    for (const child of node.toArray()) collectLines(child, lines);
    return;
  }
  lines.push(inlineText(node));
}

/**
 * The text without what no text column of ours holds (shared/schemas/text.ts): control
 * characters (PostgreSQL refuses NUL outright) and lone surrogates, which a paste may carry.
 */
function acceptedText(line: string): string {
  let kept = "";
  let from = 0;
  for (let at = findRefusedCharacter(line, "multi-line"); at !== -1; ) {
    kept += line.slice(from, at);
    from = at + 1;
    const next = findRefusedCharacter(line.slice(from), "multi-line");
    at = next === -1 ? -1 : from + next;
  }
  return kept + line.slice(from);
}

/** The document's text, a line per paragraph, heading or list item: for previews and search. */
export function documentText(update: Uint8Array): string {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, update);
    const lines: string[] = [];
    for (const child of doc.getXmlFragment(DOCUMENT_FIELD).toArray()) collectLines(child, lines);
    return lines
      .map((line) => acceptedText(line).trim())
      .filter(Boolean)
      .join("\n")
      .slice(0, CONTENT_TEXT_MAX);
  } finally {
    doc.destroy();
  }
}

/** Who an awareness message speaks for, as the server knows them. */
export interface AwarenessIdentity {
  name: string;
  color: string;
}

/**
 * One browser's awareness message (y-protocols' encoding: a count, then client id, clock and a
 * JSON state per client), with its `user` set to who really sent it: a member cannot show up
 * under another's name. Only its own client and its cursor pass; null when it is not one. The
 * client id comes back too: it is bound to the member on the page (routes/entities/workspaces/live.ts).
 */
export function stampAwareness(
  bytes: Uint8Array,
  identity: AwarenessIdentity,
): { clientId: number; message: Uint8Array } | null {
  try {
    const decoder = decoding.createDecoder(bytes);
    if (decoding.readVarUint(decoder) !== 1) return null;
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const state = JSON.parse(decoding.readVarString(decoder)) as unknown;
    if (decoding.hasContent(decoder)) return null;
    if (state !== null && (typeof state !== "object" || Array.isArray(state))) return null;
    const cursor = state ? (state as { cursor?: unknown }).cursor : undefined;
    const stamped = state === null ? null : { user: identity, cursor: isCursor(cursor) ? cursor : null };
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 1);
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, JSON.stringify(stamped));
    return { clientId, message: encoding.toUint8Array(encoder) };
  } catch {
    return null;
  }
}

/** A caret as y-prosemirror sends it: two relative positions, plain JSON objects. */
function isCursor(value: unknown): value is { anchor: object; head: object } {
  if (value === null || typeof value !== "object") return false;
  const { anchor, head } = value as { anchor?: unknown; head?: unknown };
  return typeof anchor === "object" && anchor !== null && typeof head === "object" && head !== null;
}

const CARET_COLORS = ["#b91c1c", "#1d4ed8", "#047857", "#7e22ce", "#b45309", "#be185d", "#0e7490", "#4d7c0f"];

/** A member's caret colour: the same on every page and in every browser, dark enough for white text. */
export function caretColor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CARET_COLORS[hash % CARET_COLORS.length] as string;
}
