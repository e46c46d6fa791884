import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { mailMessages } from "../../db/schema";
import { parseConfig } from "../../env";
import { queueMail } from "../../mail/mailer";
import { createTestApp, type TestApp } from "../../test/app";
import { signedInMember, TEST_ORIGIN } from "../../test/auth";

/**
 * Who may read the mailbox depends on the socket a request came over, which in-process requests
 * (`t.request`) do not have: "this machine" is checked through real servers on 127.0.0.1.
 */

let t: TestApp;
const servers: ReturnType<typeof serve>[] = [];
let base: string;
let admin: { cookie: string };
let member: { cookie: string };

const ENV = { PUBLIC_URL: TEST_ORIGIN, ADMIN_EMAILS: "admin@example.org" };

/** Serves an app on 127.0.0.1 and gives its address. */
async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }): Promise<string> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The same database, sessions and mail under another configuration, on 127.0.0.1 and in process. */
async function installWith(env: Record<string, string>) {
  const config = parseConfig({
    DATA_DIR: t.deps.config.DATA_DIR,
    LOG_LEVEL: "silent",
    ...ENV,
    ...env,
  });
  const app = createApp({ ...t.deps, config }, { appDistDir: null });
  const url = await listen(app);
  return {
    /** Over this machine's loopback. */
    local: (headers: Record<string, string> = {}) => fetch(`${url}/api/dev/mailbox`, { headers }),
    /** In process: no socket, as from elsewhere. */
    remote: (cookie?: string) =>
      Promise.resolve(app.request("http://localhost/api/dev/mailbox", { headers: cookie ? { cookie } : {} })),
  };
}

beforeAll(async () => {
  t = await createTestApp(ENV);
  base = await listen(t.app);
  member = await signedInMember(t, { email: "member@example.org" });
  admin = await signedInMember(t, { email: "admin@example.org" });
  // Their sign-ups' mail aside, the mailbox holds these 25, written in one transaction: on
  // PostgreSQL they share one timestamp, to the microsecond.
  await t.deps.db.delete(mailMessages);
  await t.deps.db.transaction(async (tx) => {
    for (let i = 0; i < 25; i++) {
      await queueMail(tx, { to: `m${i}@example.org`, subject: `Message ${i}`, text: `Body ${i}` });
    }
  });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await t?.close();
});

describe("GET /api/dev/mailbox", () => {
  it("shows kept mail, newest first and paged, to someone on this machine", async () => {
    const first = await (await fetch(`${base}/api/dev/mailbox`)).json();
    expect(first.messages).toHaveLength(20);
    const second = await (
      await fetch(`${base}/api/dev/mailbox?cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(second.nextCursor).toBeNull();
    // Every message once, none lost between the pages.
    const subjects = [...first.messages, ...second.messages].map((m: { subject: string }) => m.subject);
    expect(subjects.sort()).toEqual(Array.from({ length: 25 }, (_, i) => `Message ${i}`).sort());
  });

  it("refuses a request that did not come over this machine's loopback", async () => {
    const response = await t.request("/api/dev/mailbox");
    expect(response.status).toBe(403);
  });

  it("refuses a loopback request that carries any forwarding header: a proxy on this host sent it", async () => {
    const headers: Record<string, string>[] = [
      { forwarded: "for=203.0.113.9;proto=https" },
      { "x-forwarded-for": "203.0.113.9" },
      { "x-forwarded-host": "cg.example.org" },
      { "x-forwarded-proto": "https" },
      { "x-real-ip": "203.0.113.9" },
    ];
    for (const header of headers) {
      const response = await fetch(`${base}/api/dev/mailbox`, { headers: header });
      expect(response.status, JSON.stringify(header)).toBe(403);
      expect((await response.json()).error.code).toBe("forbidden");
    }
  });

  it("refuses one that carries the configured proxy header, and serves a direct one", async () => {
    const install = await installWith({ NODE_ENV: "test", TRUST_PROXY_HEADER: "x-client-address" });
    expect((await install.local({ "x-client-address": "203.0.113.9" })).status).toBe(403);
    expect((await install.local()).status).toBe(200);
  });

  it("opens to a platform admin from anywhere, and not to other members", async () => {
    expect((await t.request("/api/dev/mailbox", { headers: { cookie: member.cookie } })).status).toBe(403);
    expect((await t.request("/api/dev/mailbox", { headers: { cookie: admin.cookie } })).status).toBe(200);
  });

  it("is shut in production to everyone, this machine and platform admins included", async () => {
    const production = await installWith({ NODE_ENV: "production", BOT_CHECK: "pow" });
    const local = await production.local();
    expect(local.status).toBe(403);
    expect((await local.json()).error.message).toContain("turned off");
    expect((await production.remote(admin.cookie)).status).toBe(403);
    expect((await production.remote(member.cookie)).status).toBe(403);
  });

  it("opens in production with DEV_MAILBOX=on, by the same rules as elsewhere", async () => {
    const production = await installWith({ NODE_ENV: "production", BOT_CHECK: "pow", DEV_MAILBOX: "on" });
    expect((await production.local()).status).toBe(200);
    expect((await production.local({ "x-forwarded-for": "203.0.113.9" })).status).toBe(403);
    expect((await production.remote()).status).toBe(403);
    expect((await production.remote(member.cookie)).status).toBe(403);
    expect((await production.remote(admin.cookie)).status).toBe(200);
  });

  it("is shut to everyone with DEV_MAILBOX=off, outside production too", async () => {
    const off = await installWith({ NODE_ENV: "test", DEV_MAILBOX: "off" });
    expect((await off.local()).status).toBe(403);
    expect((await off.remote(admin.cookie)).status).toBe(403);
  });

  it("answers a malformed cursor with 422, never a 500", async () => {
    const id = "00000000-0000-0000-0000-000000000000";
    const cursors = [
      "notadate",
      `2024-01-01T00:00:00.000Z|${id}`,
      "-".repeat(36),
      `${"z".repeat(8)}-0000-0000-0000-000000000000`,
      `${id}|extra`,
      "",
    ];
    for (const cursor of cursors) {
      const response = await fetch(`${base}/api/dev/mailbox?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(422);
      expect((await response.json()).error.code).toBe("validation_failed");
    }
    const valid = await fetch(`${base}/api/dev/mailbox?cursor=${id}`);
    expect(valid.status).toBe(200);
  });
});
