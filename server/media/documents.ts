import { createReadStream } from "node:fs";
import { type FileTypeResult, fileTypeFromBuffer, fileTypeFromFile } from "file-type";
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

/**
 * Checks chunks of a text, in order, as UTF-8 (a byte-order mark allowed) with no NUL byte; keeps
 * its first characters, which are all the markup check reads.
 */
function textReader() {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let head = "";
  return {
    /** False once a chunk is not such text. */
    take(chunk: Buffer, last: boolean): boolean {
      if (chunk.includes(0)) return false;
      try {
        const text = decoder.decode(chunk, { stream: !last });
        if (head.length < 4096) head += text.slice(0, 4096 - head.length);
        return true;
      } catch {
        return false;
      }
    },
    head: () => head,
  };
}

/** The first characters of a whole text (a buffer, or a file read in chunks); null when it is no text. */
async function textHead(content: DocumentContent): Promise<string | null> {
  const reader = textReader();
  if ("data" in content) return reader.take(content.data, true) ? reader.head() : null;
  for await (const chunk of createReadStream(content.path, { highWaterMark: 64 * 1024 })) {
    if (!reader.take(chunk as Buffer, false)) return null;
  }
  return reader.take(Buffer.alloc(0), true) ? reader.head() : null;
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

/** A document's bytes, in memory or in a file on disk (an upload, received there). */
type DocumentContent = { data: Buffer } | { path: string };

const notAllowed = () =>
  refuse(`This file type cannot be stored here. Files may be ${DOCUMENT_TYPES_WORDS}.`);
const allowedTypes = () => bucketDefinition(DOCUMENTS_BUCKET)?.allowedMimeTypes ?? [];

/**
 * Decides a document's type by its content, never the browser's word for it: binary formats by
 * their magic numbers (file-type), and formats without one (plain text, CSV, Markdown, SVG, HTML)
 * by being UTF-8 text, SVG and HTML by their markup. The name only picks between flavours the
 * content cannot tell apart (CSV or plain text; a .doc or .xls compound file). Refused with 415
 * naming what the documents bucket takes.
 */
async function decide(content: DocumentContent, fileName: string): Promise<CheckedDocument> {
  const extension = extensionOf(fileName);
  const detected: FileTypeResult | undefined =
    "data" in content ? await fileTypeFromBuffer(content.data) : await fileTypeFromFile(content.path);
  let checked: CheckedDocument | null;
  if (detected?.mime === "application/x-cfb") {
    checked = COMPOUND_FILE_TYPES[extension] ?? null;
  } else if (detected && detected.mime !== "application/xml") {
    checked = { mime: detected.mime, ext: detected.ext };
  } else {
    // No magic number (or only "some XML"): text, or not a document at all.
    const text = await textHead(content);
    if (text === null) throw notAllowed();
    checked =
      markupType(text) ??
      TEXT_FLAVOURS[extension] ??
      (detected ? { mime: "text/xml", ext: "xml" } : { mime: "text/plain", ext: "txt" });
  }
  if (!checked || !documentTypeAllowed(allowedTypes(), checked.mime)) throw notAllowed();
  return checked;
}

/** A document in memory, by its content. */
export function checkDocument(data: Buffer, fileName: string): Promise<CheckedDocument> {
  return decide({ data }, fileName);
}

/** A document received to a file, by its whole content (read in chunks, never held whole). */
export function checkDocumentFile(filePath: string, fileName: string): Promise<CheckedDocument> {
  return decide({ path: filePath }, fileName);
}

/**
 * The early look at an upload's first bytes (receive-upload.ts): refuses at once what its magic
 * number already rules out, or what is neither such a format nor UTF-8 text. What passes is
 * decided again on the whole file (a zip's first entries may not yet say it is a Word file).
 */
export async function sniffDocument(head: Buffer, fileName: string): Promise<void> {
  const detected = await fileTypeFromBuffer(head);
  if (detected?.mime === "application/x-cfb") {
    if (!COMPOUND_FILE_TYPES[extensionOf(fileName)]) throw notAllowed();
  } else if (detected && detected.mime !== "application/xml") {
    if (!documentTypeAllowed(allowedTypes(), detected.mime) && !detected.mime.includes("zip"))
      throw notAllowed();
  } else if (!textReader().take(head, false)) {
    throw notAllowed();
  }
}
