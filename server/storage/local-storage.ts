import { createReadStream } from "node:fs";
import { copyFile, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ByteRange, DownloadOptions, ObjectStorage, StoredObject } from "./object-storage";
import { createSignedDownloadUrl } from "./signed-urls";

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Rejects keys that could leave the bucket's folder ("..", absolute paths, odd characters). */
export function assertSafeKey(bucket: string, key: string): void {
  if (!SAFE_SEGMENT.test(bucket)) throw new Error(`Invalid bucket name: ${bucket}`);
  const segments = key.split("/");
  if (segments.some((segment) => !SAFE_SEGMENT.test(segment) || segment === "." || segment === "..")) {
    throw new Error(`Invalid object key: ${key}`);
  }
}

/**
 * Objects as files under `{root}/{bucket}/{key}`, with the content type in a sidecar file.
 * Downloads go through our own signed route (routes/storage), signed with `signingSecret`.
 */
export class LocalStorage implements ObjectStorage {
  constructor(
    private readonly root: string,
    private readonly signingSecret?: string,
  ) {}

  private filePath(bucket: string, key: string): string {
    assertSafeKey(bucket, key);
    return path.join(this.root, bucket, ...key.split("/"));
  }

  async verify(): Promise<void> {
    // A real round trip in the storage folder: it must exist and take writes (disk full, read-only
    // mounts and wrong owners all fail here).
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.verify-${process.pid}-${Date.now()}`);
    await writeFile(probe, "ok");
    await rm(probe, { force: true });
  }

  async put(bucket: string, key: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.filePath(bucket, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
  }

  async putFile(bucket: string, key: string, filePath: string, contentType: string): Promise<void> {
    const file = this.filePath(bucket, key);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(filePath, file);
    await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
  }

  async get(bucket: string, key: string, range?: ByteRange): Promise<StoredObject | null> {
    const head = await this.head(bucket, key);
    if (!head) return null;
    return { body: createReadStream(this.filePath(bucket, key), range), ...head };
  }

  async head(bucket: string, key: string): Promise<{ size: number; contentType: string } | null> {
    const file = this.filePath(bucket, key);
    try {
      const info = await stat(file);
      const meta = JSON.parse(await readFile(`${file}.meta.json`, "utf8")) as { contentType: string };
      return { size: info.size, contentType: meta.contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async exists(bucket: string, key: string): Promise<boolean> {
    try {
      await stat(this.filePath(bucket, key));
      return true;
    } catch {
      return false;
    }
  }

  async downloadUrl(bucket: string, key: string, options: DownloadOptions): Promise<string> {
    assertSafeKey(bucket, key);
    if (!this.signingSecret) throw new Error("LocalStorage was made without a signing secret");
    const { expiresInSeconds, ...download } = options;
    return createSignedDownloadUrl(this.signingSecret, bucket, key, expiresInSeconds, download);
  }

  async delete(bucket: string, key: string): Promise<void> {
    const file = this.filePath(bucket, key);
    await rm(file, { force: true });
    await rm(`${file}.meta.json`, { force: true });
  }
}
