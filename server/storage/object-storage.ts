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

/** Files by bucket and key: local disk on the embedded default, object storage when scaled. */
export interface ObjectStorage {
  put(bucket: string, key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or only `range` of its bytes (the caller checked the range against its size). */
  get(bucket: string, key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's size and type without its bytes; null when it does not exist. */
  head(bucket: string, key: string): Promise<{ size: number; contentType: string } | null>;
  exists(bucket: string, key: string): Promise<boolean>;
  delete(bucket: string, key: string): Promise<void>;
  /** Resolves when objects can be written and read back; rejects with the reason otherwise. */
  verify(): Promise<void>;
}
