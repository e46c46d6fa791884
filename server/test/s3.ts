import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { S3Storage } from "../storage/s3-storage";

// The SDK warns once per process that its releases from 2027 need Node 22; the tests run on 20 too.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

/** s3rver's built-in account: it knows these keys and refuses any other key id. */
export const S3RVER_ACCESS_KEY_ID = "S3RVER";
export const S3RVER_SECRET_ACCESS_KEY = "S3RVER";

export interface TestS3 {
  /** http://127.0.0.1:{port}: the S3 endpoint. */
  endpoint: string;
  /** The server's S3_* settings for a bucket of this name (created by the server when missing). */
  env(bucket: string): Record<string, string>;
  /** An S3Storage on this server, in `bucket`, with the bucket created. */
  storage(bucket: string): Promise<S3Storage>;
  close(): Promise<void>;
}

/**
 * A real S3-speaking server (s3rver) on loopback, its objects in a temporary folder. It checks
 * key ids and the expiry of presigned URLs, not SigV4 signatures themselves.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "cg-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storages: S3Storage[] = [];
  const env = (bucket: string) => ({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: S3RVER_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: "true",
  });
  return {
    endpoint,
    env,
    async storage(bucket) {
      const storage = new S3Storage({
        endpoint,
        region: "us-east-1",
        bucket,
        accessKeyId: S3RVER_ACCESS_KEY_ID,
        secretAccessKey: S3RVER_SECRET_ACCESS_KEY,
        forcePathStyle: true,
      });
      storages.push(storage);
      await storage.ensureBucket();
      return storage;
    },
    async close() {
      for (const storage of storages) storage.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
