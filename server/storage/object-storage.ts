import type { Readable } from "node:stream";

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** Files by bucket and key: local disk on the embedded default, object storage when scaled. */
export interface ObjectStorage {
  put(bucket: string, key: string, data: Buffer, contentType: string): Promise<void>;
  get(bucket: string, key: string): Promise<StoredObject | null>;
  exists(bucket: string, key: string): Promise<boolean>;
  delete(bucket: string, key: string): Promise<void>;
  /** Resolves when objects can be written and read back; rejects with the reason otherwise. */
  verify(): Promise<void>;
}
