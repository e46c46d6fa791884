import type { Context } from "hono";
import { AppError } from "../errors";
import { type FilePart, multipartBoundary, parseMultipart } from "./multipart";
import { tooLargeMessage } from "./rules";

/** Room for the multipart framing around the file (boundaries, part headers, a long file name). */
const FRAMING_BYTES = 16 * 1024;

const notMultipart = () =>
  new AppError("bad_request", "Send the file as multipart/form-data, in a field named file.");

/**
 * Reads the one file of an upload (field `file`), refusing it with 413 as soon as the body is
 * larger than `limit` allows: at once when Content-Length says so, otherwise while it streams in,
 * so an oversized upload is never held whole in memory. (The /api guard's JSON body limit does
 * not apply to upload routes: middleware/api-guards.ts.)
 */
export async function readUploadedFile(c: Context, limit: number | null): Promise<FilePart> {
  const boundary = multipartBoundary(c.req.header("content-type"));
  if (!boundary) throw notMultipart();
  const maxBody = limit === null ? Number.POSITIVE_INFINITY : limit + FRAMING_BYTES;
  const tooLarge = () => new AppError("payload_too_large", tooLargeMessage(limit ?? 0));
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > maxBody) throw tooLarge();

  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = c.req.raw.body?.getReader();
  if (!reader) throw notMultipart();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBody) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const parts = parseMultipart(Buffer.concat(chunks), boundary);
  if (!parts) throw notMultipart();
  const file = parts.find((part) => part.field === "file");
  if (!file)
    throw new AppError("validation_failed", "Choose a file to upload.", [
      { path: "file", message: "Choose a file to upload." },
    ]);
  if (file.data.length === 0)
    throw new AppError("validation_failed", "This file is empty.", [
      { path: "file", message: "This file is empty." },
    ]);
  if (limit !== null && file.data.length > limit) throw tooLarge();
  return file;
}
