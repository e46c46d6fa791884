import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { contentDisposition } from "./download-headers";
import { assertSafeKey } from "./local-storage";
import type { ByteRange, DownloadOptions, ObjectStorage, StoredObject } from "./object-storage";

export interface S3StorageOptions {
  /** The S3-compatible server, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  /** One S3 bucket holds every storage bucket of ours, each as a key prefix (`documents/…`). */
  bucket: string;
  /** Without keys the SDK's own chain is used (environment, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: what MinIO and most others need. */
  forcePathStyle: boolean;
}

/** Longest lifetime S3 accepts for a presigned URL (SigV4): seven days. */
export const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;

interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

/** A missing object (not a missing bucket, which is a configuration error worth its exception). */
function isMissingObject(error: unknown): boolean {
  const failure = error as S3Failure;
  if (failure?.name === "NoSuchBucket") return false;
  return (
    failure?.name === "NoSuchKey" ||
    failure?.name === "NotFound" ||
    failure?.$metadata?.httpStatusCode === 404
  );
}

/** The whole object's size from `Content-Range: bytes 0-9/1234`. */
function totalFromContentRange(value: string | undefined): number | null {
  const total = /\/(\d+)$/.exec(value ?? "")?.[1];
  return total ? Number(total) : null;
}

/**
 * Objects in S3-compatible storage (AWS S3, MinIO, Ceph, R2, s3rver in tests): every storage
 * bucket of ours is a key prefix in one S3 bucket, and downloads are presigned GETs that carry the
 * type and disposition they are served with (docs/decisions.md, "Entity storage").
 */
export class S3Storage implements ObjectStorage {
  readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Checksums only where the API demands them: S3-compatible servers other than AWS often
      // reject the newer default ones (CRC32 trailers on every upload).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  private objectKey(bucket: string, key: string): string {
    assertSafeKey(bucket, key);
    return `${bucket}/${key}`;
  }

  /** Creates the S3 bucket when it does not exist yet (at start-up). */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
    } catch (error) {
      if ((error as S3Failure)?.$metadata?.httpStatusCode !== 404) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.options.bucket }));
    }
  }

  async put(bucket: string, key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(bucket, key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  async putFile(bucket: string, key: string, filePath: string, contentType: string): Promise<void> {
    const { size } = await stat(filePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(bucket, key),
        Body: createReadStream(filePath),
        ContentType: contentType,
        ContentLength: size,
      }),
    );
  }

  async get(bucket: string, key: string, range?: ByteRange): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(bucket, key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const size = (range ? totalFromContentRange(answer.ContentRange) : null) ?? answer.ContentLength ?? 0;
      return {
        body: answer.Body as Readable,
        size,
        contentType: answer.ContentType ?? "application/octet-stream",
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async head(bucket: string, key: string): Promise<{ size: number; contentType: string } | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(bucket, key) }),
      );
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? "application/octet-stream",
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async exists(bucket: string, key: string): Promise<boolean> {
    return (await this.head(bucket, key)) !== null;
  }

  async delete(bucket: string, key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(bucket, key) }),
    );
  }

  async downloadUrl(bucket: string, key: string, options: DownloadOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: this.objectKey(bucket, key),
      // Signed into the URL: S3 answers with these headers, whatever the object was stored with.
      ResponseContentType: options.contentType,
      ResponseContentDisposition: contentDisposition(options.disposition, options.fileName),
    });
    return getSignedUrl(this.client, command, {
      expiresIn: Math.min(options.expiresInSeconds, MAX_PRESIGNED_SECONDS),
    });
  }

  async verify(): Promise<void> {
    // A real round trip: write, read back, delete. Wrong keys, a missing bucket, a read-only
    // policy and an unreachable endpoint all fail here.
    const key = `.verify/${process.pid}-${randomUUID()}`;
    const body = "ok";
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: "text/plain" }),
    );
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      const read = await answer.Body?.transformToString();
      if (read !== body) throw new Error("object storage returned other bytes than were written");
    } finally {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
    }
  }

  /** Closes the client's kept-alive connections (tests; a server ends with its process). */
  close(): void {
    this.client.destroy();
  }
}
