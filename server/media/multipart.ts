/** One file part of a multipart/form-data body: the field's name, the file's name and its bytes. */
export interface FilePart {
  field: string;
  fileName: string;
  data: Buffer;
}

/** The boundary of a `multipart/form-data` content type, or null for any other type. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

const HEADER_END = Buffer.from("\r\n\r\n");

/**
 * The file parts of a whole multipart body (RFC 7578), as views into it (no copies); null when the
 * body is not well-formed. The body's size was limited while it was read (read-upload.ts), so a
 * parse over one buffer is enough and keeps memory to the limit.
 */
export function parseMultipart(body: Buffer, boundary: string): FilePart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FilePart[] = [];
  let at = body.indexOf(delimiter);
  if (at === -1) return null;
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === "--") return parts;
    if (body.subarray(at, at + 2).toString() !== "\r\n") return null;
    const headersStart = at + 2;
    const headersEnd = body.indexOf(HEADER_END, headersStart);
    if (headersEnd === -1) return null;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd + 4);
    if (next === -1) return null;
    const headers = body.subarray(headersStart, headersEnd).toString("utf8");
    const disposition = /^content-disposition:\s*form-data(.*)$/im.exec(headers)?.[1] ?? "";
    const field = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
    const fileName = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
    if (field !== undefined && fileName !== undefined) {
      parts.push({ field, fileName, data: body.subarray(headersEnd + 4, next) });
    }
    at = next + 2;
  }
}
