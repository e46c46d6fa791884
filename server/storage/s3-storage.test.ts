import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadBucketCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../env";
import { startServer } from "../start";
import { startTestS3, type TestS3 } from "../test/s3";
import { createObjectStorage } from "./create-storage";
import { S3Storage } from "./s3-storage";

let s3: TestS3;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startTestS3();
  storage = await s3.storage("cg-objects");
});
afterAll(async () => {
  await s3?.close();
});

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
};

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("S3Storage against a real S3 server (s3rver)", () => {
  it("puts, heads, gets (whole and a range) and deletes an object, each storage bucket a key prefix", async () => {
    await storage.put("documents", "report.txt", Buffer.from("hello, object storage"), "text/plain");
    expect(await storage.head("documents", "report.txt")).toEqual({ size: 21, contentType: "text/plain" });
    expect(await storage.exists("documents", "report.txt")).toBe(true);
    // Another storage bucket is another prefix: the same key there is another object.
    expect(await storage.exists("avatars", "report.txt")).toBe(false);

    const whole = await storage.get("documents", "report.txt");
    expect(whole && (await text(whole.body))).toBe("hello, object storage");
    expect(whole?.size).toBe(21);
    const range = await storage.get("documents", "report.txt", { start: 7, end: 12 });
    expect(range && (await text(range.body))).toBe("object");
    // The size is still the whole object's, as the range header needs it.
    expect(range?.size).toBe(21);

    await storage.delete("documents", "report.txt");
    expect(await storage.head("documents", "report.txt")).toBeNull();
    expect(await storage.get("documents", "report.txt")).toBeNull();
    expect(await storage.exists("documents", "report.txt")).toBe(false);
    // Deleting what is gone is not an error (a retried delete).
    await storage.delete("documents", "report.txt");
  });

  it("streams a file from disk into an object (an upload received there), whole", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "cg-s3-put-"));
    try {
      const file = path.join(folder, "minutes.txt");
      const body = "minutes ".repeat(100_000);
      writeFileSync(file, body);
      await storage.putFile("documents", "minutes.txt", file, "text/plain");
      expect(await storage.head("documents", "minutes.txt")).toEqual({
        size: body.length,
        contentType: "text/plain",
      });
      const stored = await storage.get("documents", "minutes.txt");
      expect(stored && (await text(stored.body))).toBe(body);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("refuses keys that could leave their prefix", async () => {
    await expect(storage.put("documents", "../avatars/x.png", Buffer.from("x"), "image/png")).rejects.toThrow(
      /Invalid object key/,
    );
  });

  it("verifies with a real round trip, and fails with keys the server does not know", async () => {
    await expect(storage.verify()).resolves.toBeUndefined();
    const stranger = new S3Storage({
      endpoint: s3.endpoint,
      region: "us-east-1",
      bucket: "cg-objects",
      accessKeyId: "NOT-A-KEY",
      secretAccessKey: "nope",
      forcePathStyle: true,
    });
    try {
      await expect(stranger.verify()).rejects.toThrow(/Access Key Id/i);
    } finally {
      stranger.close();
    }
  });

  it("presigns a download that serves the type and disposition it was signed with, then expires", async () => {
    await storage.put(
      "documents",
      "drawing.svg",
      Buffer.from("<svg><script>alert(1)</script></svg>"),
      "image/svg+xml",
    );
    const signed = (expiresInSeconds: number) =>
      storage.downloadUrl("documents", "drawing.svg", {
        expiresInSeconds,
        fileName: "Site plan é.svg",
        contentType: "image/svg+xml",
        disposition: "attachment",
      });
    // A link short-lived enough to see expire, signed first; the one read is signed for longer,
    // so that a slow machine's first fetch does not arrive after a second's lifetime.
    const shortLived = await signed(1);
    const url = await signed(60);
    expect(url.startsWith(`${s3.endpoint}/cg-objects/documents/drawing.svg?`)).toBe(true);
    expect(url).toContain("X-Amz-Signature=");
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Site plan _.svg"; filename*=UTF-8''Site%20plan%20%C3%A9.svg`,
    );
    expect(await response.text()).toContain("<svg>");

    // S3 counts lifetimes in whole seconds from the signing time.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const late = await fetch(shortLived);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain("expired");
  });
});

describe("object storage at start-up", () => {
  it("creates the configured bucket when it is missing", async () => {
    const config = parseConfig({ NODE_ENV: "test", ...s3.env("cg-made-at-start") });
    const made = await createObjectStorage(config, "test-secret-test-secret-test-secret-42");
    try {
      expect(made).toBeInstanceOf(S3Storage);
      await (made as S3Storage).client.send(new HeadBucketCommand({ Bucket: "cg-made-at-start" }));
      await expect(made.verify()).resolves.toBeUndefined();
    } finally {
      (made as S3Storage).close();
    }
  });

  it("stops with a message naming the endpoint and bucket when the storage cannot be reached", async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const config = parseConfig({ NODE_ENV: "test", ...s3.env("cg-unreachable"), S3_ENDPOINT: endpoint });
    await expect(createObjectStorage(config, "secret")).rejects.toThrow(
      `Object storage is not usable (S3_ENDPOINT ${endpoint}, S3_BUCKET cg-unreachable)`,
    );
  });

  it("runs the server on S3 when S3_ENDPOINT and S3_BUCKET are set: the health check writes there", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cg-s3-start-"));
    const running = await startServer(
      parseConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
        BOT_CHECK: "off",
        ...s3.env("cg-server"),
      }),
    );
    try {
      expect(running.deps.storage).toBeInstanceOf(S3Storage);
      const health = await fetch(`${running.url}/api/health`);
      expect(health.status).toBe(200);
      expect((await health.json()).storage).toEqual({ writable: true });
    } finally {
      await running.shutdown("test");
      (running.deps.storage as S3Storage).close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
