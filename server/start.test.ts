import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { betaSignups } from "./db/schema";
import { parseConfig } from "./env";
import { startServer } from "./start";

const dataDir = mkdtempSync(path.join(tmpdir(), "cg-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("server lifecycle", () => {
  it("finishes an in-flight request on shutdown, then closes the database; data survives a restart", async () => {
    const env = {
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      BOT_CHECK: "off",
    };
    const lines: { msg: string; mailbox?: string }[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const running = await startServer(parseConfig(env), { logger });
    const { port } = running.server.address() as { port: number };

    // Without SMTP the mail is kept: the console shows, once, the link that opens the mailbox.
    const links = lines.filter((line) => line.mailbox);
    expect(links).toHaveLength(1);
    const key = new URL(links[0]?.mailbox ?? "").hash.replace("#key=", "");
    const mailbox = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/api/dev/mailbox`, { headers }).then((r) => r.status);
    expect(await mailbox({})).toBe(403);
    expect(await mailbox({ "x-mailbox-key": key })).toBe(200);

    const body = JSON.stringify({
      name: "Slow Sender",
      email: "slow@example.org",
      organization: "Patience Co",
      organizationType: "business",
    });
    // Send the headers and part of the body, start the shutdown, then send the rest.
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/beta-signups",
          method: "POST",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      // Shut down once the server holds the request (its headers parsed): a connection whose
      // request has not arrived yet is idle, and a shutdown rightly closes idle connections.
      running.server.once("request", () => {
        shutdown = running.shutdown("test");
        setTimeout(() => req.end(body.slice(20)), 200);
      });
      req.write(body.slice(0, 20));
    });
    let shutdown: Promise<void> | undefined;

    const result = await response;
    expect(result.status).toBe(201);
    await shutdown;

    // The committed write is on disk: a new server on the same data directory sees it.
    const again = await startServer(parseConfig(env));
    const rows = await again.deps.db.select().from(betaSignups);
    expect(rows.map((row) => row.email)).toEqual(["slow@example.org"]);
    await again.shutdown("test");
    // Creating a file-backed PGlite database runs initdb in WebAssembly: seconds, more on a busy machine.
  }, 120_000);
});
