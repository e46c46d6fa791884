import { fileTypeFromBuffer } from "file-type";
import { DOCUMENT_TYPES_WORDS, DOCUMENTS_BUCKET } from "../../shared/entity-storage";
import { bucketDefinition } from "../../shared/limits";
import { AppError } from "../errors";

/** What a document's content says it is: the type it is stored and served with, and its extension. */
export interface CheckedDocument {
  mime: string;
  ext: string;
}

/**
 * Containers whose flavour the name tells (the content only says "an OLE compound file"): the
 * legacy Office formats. Anything else in such a container (an installer, an Outlook message) is
 * refused.
 */
const COMPOUND_FILE_TYPES: Record<string, CheckedDocument> = {
  doc: { mime: "application/msword", ext: "doc" },
  xls: { mime: "application/vnd.ms-excel", ext: "xls" },
  ppt: { mime: "application/vnd.ms-powerpoint", ext: "ppt" },
};

/** Plain-text flavours by the name's extension; text with any other name is plain text. */
const TEXT_FLAVOURS: Record<string, CheckedDocument> = {
  csv: { mime: "text/csv", ext: "csv" },
  md: { mime: "text/markdown", ext: "md" },
  markdown: { mime: "text/markdown", ext: "md" },
  tsv: { mime: "text/tab-separated-values", ext: "tsv" },
  xml: { mime: "text/xml", ext: "xml" },
};

const refuse = (message: string) =>
  new AppError("unsupported_media_type", message, [{ path: "file", message }]);

/**
 * True when the bucket's rules take `mime`: exact types and wildcards ending in `*`, whether after
 * the slash (`text/*`) or inside the subtype (`application/vnd.oasis.opendocument.*`, spec §9).
 */
function documentTypeAllowed(rules: readonly string[], mime: string): boolean {
  return rules.some((rule) => (rule.endsWith("*") ? mime.startsWith(rule.slice(0, -1)) : rule === mime));
}

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase() ?? "";

/** Text in UTF-8 (a byte-order mark allowed) with no NUL byte; null for anything else. */
function decodeText(data: Buffer): string | null {
  if (data.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return null;
  }
}

/** What comes before a document's first element: white space, an XML declaration, comments, a doctype. */
const PROLOGUE = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!doctype[^>]*>)*/i;

/**
 * SVG or HTML, told by their markup (a browser would render either, scripts included, were it
 * served inline): an `<svg` root element; an HTML doctype or `<html`, `<head`, `<body` or
 * `<script` near the start. Null for other text.
 */
function markupType(text: string): CheckedDocument | null {
  const head = text.slice(0, 4096);
  const start = head.replace(PROLOGUE, "");
  if (/^<svg[\s>/]/i.test(start)) return { mime: "image/svg+xml", ext: "svg" };
  if (/<!doctype\s+html/i.test(head) || /^<(?:html|head|body|script|iframe)[\s>/]/i.test(start)) {
    return { mime: "text/html", ext: "html" };
  }
  return null;
}

/**
 * Decides a document's type by its content, never the browser's word for it: binary formats by
 * their magic numbers (file-type), and formats without one (plain text, CSV, Markdown, SVG, HTML)
 * by being UTF-8 text, SVG and HTML by their markup. The name only picks between flavours the
 * content cannot tell apart (CSV or plain text; a .doc or .xls compound file). Refused with 415
 * naming what the documents bucket takes.
 */
export async function checkDocument(data: Buffer, fileName: string): Promise<CheckedDocument> {
  const allowed = bucketDefinition(DOCUMENTS_BUCKET)?.allowedMimeTypes ?? [];
  const notAllowed = () =>
    refuse(`This file type cannot be stored here. Files may be ${DOCUMENT_TYPES_WORDS}.`);
  const extension = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(data);
  let checked: CheckedDocument | null;
  if (detected?.mime === "application/x-cfb") {
    checked = COMPOUND_FILE_TYPES[extension] ?? null;
  } else if (detected && detected.mime !== "application/xml") {
    checked = { mime: detected.mime, ext: detected.ext };
  } else {
    // No magic number (or only "some XML"): text, or not a document at all.
    const text = decodeText(data);
    if (text === null) throw notAllowed();
    checked =
      markupType(text) ??
      TEXT_FLAVOURS[extension] ??
      (detected ? { mime: "text/xml", ext: "xml" } : { mime: "text/plain", ext: "txt" });
  }
  if (!checked || !documentTypeAllowed(allowed, checked.mime)) throw notAllowed();
  return checked;
}
