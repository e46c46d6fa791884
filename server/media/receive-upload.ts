import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { HttpBindings } from "@hono/node-server";
import busboy from "busboy";
import type { Context } from "hono";
import type { Config } from "../env";
import { AppError } from "../errors";
import { tooLargeMessage } from "./rules";

/**
 * How much of a file arrives before its type is decided: enough for every magic number file-type
 * knows (its own minimum is 4,100 bytes) and for an Office file's first zip entries, little enough
 * that a refused upload has cost next to nothing.
 */
export const SNIFF_BYTES = 64 * 1024;

/** Where a server keeps uploads while they arrive: a folder of DATA_DIR, on disk (never a tmpfs). */
export const uploadsTmpDir = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "tmp", "uploads");

/**
 * Deletes uploads a server left behind in the folder, a day old or more (a process killed while
 * receiving one): run at start-up. Younger ones may be another server's, under way.
 */
export async function sweepStaleUploads(tmpDir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs >= 86_400_000) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** An upload received to a temporary file, with what its first bytes said it is. */
export interface ReceivedUpload<T> {
  fileName: string;
  /** The temporary file holding it; `discard()` deletes it (always call it, in a `finally`). */
  path: string;
  size: number;
  /** What `sniff` answered for its first bytes. */
  checked: T;
  discard(): Promise<void>;
}

export interface ReceiveOptions<T> {
  /** The bucket's size limit; null for none. */
  limit: number | null;
  /** Where temporary files go (a folder of DATA_DIR). */
  tmpDir: string;
  /**
   * Decides from the first SNIFF_BYTES (or the whole file, when smaller) whether to take it:
   * throws, in words, to refuse it at once; the rest of the body is then never read.
   */
  sniff(head: Buffer, fileName: string): Promise<T> | T;
}

const notMultipart = () =>
  new AppError("bad_request", "Send the file as multipart/form-data, in a field named file.");
const chooseFile = () =>
  new AppError("validation_failed", "Choose a file to upload.", [
    { path: "file", message: "Choose a file to upload." },
  ]);
const emptyFile = () =>
  new AppError("validation_failed", "This file is empty.", [
    { path: "file", message: "This file is empty." },
  ]);

/** Node's request (when served by @hono/node-server) or the web body turned into a Node stream. */
function requestStream(c: Context): { stream: Readable; headers: IncomingHttpHeaders } {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming) return { stream: incoming, headers: incoming.headers };
  const body = c.req.raw.body;
  if (!body) throw notMultipart();
  return {
    stream: Readable.fromWeb(body as import("node:stream/web").ReadableStream),
    headers: Object.fromEntries(c.req.raw.headers),
  };
}

/**
 * Receives the one file of a multipart upload (field `file`) without holding it in memory
 * (issue 26: eight refused 100 MB uploads took a server from 445 MB to 1.5 GB): busboy parses the
 * body as it streams in, the first bytes are sniffed and a refused type answered at once, and the
 * rest goes to a temporary file, refused with 413 as soon as it passes the limit (at once when
 * Content-Length already says so). A refusal closes the connection, so the rest of a large body
 * is not read at all.
 */
export async function receiveUpload<T>(c: Context, options: ReceiveOptions<T>): Promise<ReceivedUpload<T>> {
  const { limit } = options;
  const tooLarge = () => new AppError("payload_too_large", tooLargeMessage(limit ?? 0));
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw notMultipart();
  // Room for the multipart framing around the file (boundaries, part headers, a long name).
  const declared = Number(c.req.header("content-length"));
  if (limit !== null && Number.isFinite(declared) && declared > limit + 16 * 1024) {
    c.header("connection", "close");
    throw tooLarge();
  }
  const { stream, headers } = requestStream(c);
  await mkdir(options.tmpDir, { recursive: true });
  const tmpPath = path.join(options.tmpDir, `upload-${randomUUID()}`);
  const discard = () => rm(tmpPath, { force: true });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
      // File names as browsers send them: UTF-8 (busboy reads Latin-1 unless told).
      defParamCharset: "utf8",
      limits: {
        files: 1,
        fileSize: limit ?? undefined,
        fields: 10,
        fieldSize: 1024,
        parts: 12,
        headerPairs: 20,
      },
    });
  } catch {
    throw notMultipart();
  }

  const received = new Promise<ReceivedUpload<T>>((resolve, reject) => {
    let settled = false;
    let sawFile = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Stop reading the body: what is left of a refused upload is never taken in, and the
      // connection closes once the answer is written.
      c.header("connection", "close");
      stream.unpipe(parser);
      stream.pause();
      // A body that does not come off a socket (in-process requests) is cancelled outright; a
      // socket's must stay open for the answer, then closes with it.
      if (stream !== (c.env as Partial<HttpBindings> | undefined)?.incoming) stream.destroy();
      void discard();
      reject(error);
    };
    parser.on("file", (field, file, info) => {
      if (field !== "file" || sawFile) {
        file.resume();
        return;
      }
      sawFile = true;
      // Over the limit: stop reading at once, before the rest of the body is taken in.
      file.once("limit", () => fail(tooLarge()));
      void takeFile(file, info.filename ?? "").then((upload) => {
        if (settled) return;
        settled = true;
        resolve(upload);
      }, fail);
    });
    parser.on("error", () => fail(notMultipart()));
    parser.on("finish", () => {
      if (!sawFile) fail(chooseFile());
    });
    stream.on("error", fail);
    stream.pipe(parser);
  });

  /** Sniffs the first bytes, then writes the file out; rejects on a refused type or an overflow. */
  async function takeFile(
    file: Readable & { truncated?: boolean },
    fileName: string,
  ): Promise<ReceivedUpload<T>> {
    let overflow = false;
    file.on("limit", () => {
      overflow = true;
      // At once: the rest of an oversized file is not read, let alone written.
      file.destroy(tooLarge());
    });
    const head: Buffer[] = [];
    let headBytes = 0;
    const iterator = file[Symbol.asyncIterator]();
    let ended = false;
    while (headBytes < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value as Buffer);
      headBytes += (next.value as Buffer).length;
    }
    if (overflow) throw tooLarge();
    const first = Buffer.concat(head);
    if (first.length === 0) throw emptyFile();
    const checked = await options.sniff(first, fileName);
    const out = createWriteStream(tmpPath, { flags: "wx" });
    let size = first.length;
    await pipeline(
      (async function* () {
        yield first;
        if (ended) return;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          size += (next.value as Buffer).length;
          yield next.value as Buffer;
        }
      })(),
      out,
    );
    if (overflow || file.truncated) {
      await discard();
      throw tooLarge();
    }
    return { fileName, path: tmpPath, size, checked, discard };
  }

  try {
    return await received;
  } catch (error) {
    await discard();
    throw error;
  }
}
