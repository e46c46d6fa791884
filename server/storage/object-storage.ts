import type { Readable } from "node:stream";

export interface StoredObject {
  body: Readable;
  /** The whole object's size (the body holds only the range, when one was asked for). */
  size: number;
  contentType: string;
}

/** Bytes `start` to `end`, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * How a short-lived download link serves its object: the type it is served as, the name a browser
 * saves it under, and whether it may be shown in the page (`inline`, safe raster images only) or
 * is always saved (`attachment`). See storage/download-headers.ts.
 */
export interface DownloadOptions {
  expiresInSeconds: number;
  fileName: string;
  contentType: string;
  disposition: "inline" | "attachment";
}

/** Files by bucket and key: local disk on the embedded default, object storage when scaled. */
export interface ObjectStorage {
  /** Lets go of open connections (object storage); local disk holds none. */
  close?(): void;
  put(bucket: string, key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores a file from local disk (an upload received there), streamed, never read whole. */
  putFile(bucket: string, key: string, filePath: string, contentType: string): Promise<void>;
  /** The object, or only `range` of its bytes (the caller checked the range against its size). */
  get(bucket: string, key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's size and type without its bytes; null when it does not exist. */
  head(bucket: string, key: string): Promise<{ size: number; contentType: string } | null>;
  exists(bucket: string, key: string): Promise<boolean>;
  delete(bucket: string, key: string): Promise<void>;
  /**
   * A URL that downloads the object, with the headers of `options`, until it expires: on local
   * disk our own HMAC-signed /api/storage/sign/… link (relative), in object storage a presigned
   * GET on the storage's own origin (absolute). The caller authorised the download.
   */
  downloadUrl(bucket: string, key: string, options: DownloadOptions): Promise<string>;
  /** Resolves when objects can be written and read back; rejects with the reason otherwise. */
  verify(): Promise<void>;
}
