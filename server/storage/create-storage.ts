import path from "node:path";
import type { Config } from "../env";
import { LocalStorage } from "./local-storage";
import type { ObjectStorage } from "./object-storage";
import { S3Storage } from "./s3-storage";

/** True when the configuration names S3-compatible storage (env.ts refuses a half-set one). */
export const usesObjectStorage = (config: Pick<Config, "S3_ENDPOINT" | "S3_BUCKET">) =>
  Boolean(config.S3_ENDPOINT && config.S3_BUCKET);

/**
 * The server's file storage: S3-compatible object storage when S3_ENDPOINT and S3_BUCKET are set,
 * its bucket created when missing; local disk under DATA_DIR/storage otherwise. Fails with a
 * message naming the endpoint and bucket when the object storage cannot be reached or used.
 */
export async function createObjectStorage(config: Config, secret: string): Promise<ObjectStorage> {
  if (!usesObjectStorage(config)) return new LocalStorage(path.join(config.dataDir, "storage"), secret);
  const endpoint = config.S3_ENDPOINT as string;
  const bucket = config.S3_BUCKET as string;
  const storage = new S3Storage({
    endpoint,
    region: config.S3_REGION,
    bucket,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  try {
    await storage.ensureBucket();
  } catch (error) {
    storage.close();
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`Object storage is not usable (S3_ENDPOINT ${endpoint}, S3_BUCKET ${bucket}): ${reason}`);
  }
  return storage;
}
