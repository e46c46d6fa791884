import { mkdtempSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { LocalStorage } from "../storage/local-storage";
import type { ObjectStorage } from "../storage/object-storage";
import type { MemberClient, TestApp } from "./app";
import { uploadForm } from "./images";
import type { TestS3 } from "./s3";

/** The two places files live: every entity-files route test runs on both. */
export const STORAGE_BACKENDS = ["local disk", "S3"] as const;
export type StorageBackend = (typeof STORAGE_BACKENDS)[number];

export interface TestStorage {
  storage: ObjectStorage;
  /** The keys of the objects stored in one of our buckets, as the storage itself lists them. */
  keys(bucket: string): Promise<string[]>;
  close(): void;
}

let buckets = 0;
const SECRET = "test-secret-test-secret-test-secret-42";

/** Local disk in a folder of its own, or a fresh bucket on the test S3 server. */
export async function testStorage(backend: StorageBackend, s3: TestS3 | null): Promise<TestStorage> {
  if (backend === "local disk") {
    const root = mkdtempSync(path.join(tmpdir(), "cg-files-"));
    return {
      storage: new LocalStorage(root, SECRET),
      keys: async (bucket) =>
        (await readdir(path.join(root, bucket)).catch(() => [] as string[])).filter(
          (name) => !name.endsWith(".meta.json"),
        ),
      close: () => rmSync(root, { recursive: true, force: true }),
    };
  }
  if (!s3) throw new Error("the S3 backend needs the test S3 server");
  buckets += 1;
  const bucketName = `cg-files-${process.pid}-${buckets}`;
  const storage = await s3.storage(bucketName);
  return {
    storage,
    async keys(bucket) {
      const listed = await storage.client.send(
        new ListObjectsV2Command({ Bucket: bucketName, Prefix: `${bucket}/` }),
      );
      return (listed.Contents ?? []).map((entry) => (entry.Key ?? "").slice(bucket.length + 1));
    },
    close: () => undefined,
  };
}

/** POSTs one file as a browser's form would, to an entity's files. */
export function uploadTo(client: MemberClient, filesPath: string, data: Buffer, name: string, type?: string) {
  return client.request(filesPath, { method: "POST", body: uploadForm(data, name, type) });
}

/**
 * Follows a download's redirect as the browser would: our own signed route in-process, a
 * presigned object storage URL over the network.
 */
export async function followDownload(t: TestApp, redirect: Response): Promise<Response> {
  const location = redirect.headers.get("location") ?? "";
  if (location.startsWith("/")) return t.request(location);
  return fetch(location);
}
