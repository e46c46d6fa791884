import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { mailMessages } from "../../db/schema";
import { parseConfig } from "../../env";
import { devMailboxKey } from "../../lib/dev-mailbox-key";
import { queueMail } from "../../mail/mailer";
import { createTestApp, type TestApp } from "../../test/app";
import { signedInMember, TEST_ORIGIN } from "../../test/auth";
import { requestWithHost } from "../../test/host-request";

/**
 * Who may read the mailbox: platform admins, and whoever holds the key the server printed on its
 * console. Some cases go through real servers on 127.0.0.1, since coming over loopback must not
 * be enough (a page of another site rebinding its name to 127.0.0.1 comes over loopback too).
 */

let t: TestApp;
const servers: ReturnType<typeof serve>[] = [];
let base: string;
let admin: { cookie: string };
let member: { cookie: string };
let key: string;

const ENV = { PUBLIC_URL: TEST_ORIGIN, ADMIN_EMAILS: "admin@example.org" };

/** Serves an app on 127.0.0.1 and gives its address. */
async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }): Promise<string> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET of the mailbox over loopback with the given Host header. */
const getWithHost = (url: string, host: string, headers: Record<string, string> = {}) =>
  requestWithHost(url, "/api/dev/mailbox", host, { headers });

/** The same database, sessions and mail under another configuration, in process. */
function installWith(env: Record<string, string>) {
  const config = parseConfig({
    DATA_DIR: t.deps.config.DATA_DIR,
    LOG_LEVEL: "silent",
    ...ENV,
    ...env,
  });
  const app = createApp({ ...t.deps, config }, { appDistDir: null });
  return (headers: Record<string, string> = {}) =>
    Promise.resolve(app.request("http://localhost/api/dev/mailbox", { headers })).then((r) => r.status);
}

beforeAll(async () => {
  t = await createTestApp(ENV);
  base = await listen(t.app);
  key = devMailboxKey(t.deps.secret);
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
  it("shows kept mail, newest first and paged, to someone with the console's key", async () => {
    const withKey = { "x-mailbox-key": key };
    const first = await (await fetch(`${base}/api/dev/mailbox`, { headers: withKey })).json();
    expect(first.messages).toHaveLength(20);
    const second = await (
      await fetch(`${base}/api/dev/mailbox?cursor=${encodeURIComponent(first.nextCursor)}`, {
        headers: withKey,
      })
    ).json();
    expect(second.nextCursor).toBeNull();
    // Every message once, none lost between the pages.
    const subjects = [...first.messages, ...second.messages].map((m: { subject: string }) => m.subject);
    expect(subjects.sort()).toEqual(Array.from({ length: 25 }, (_, i) => `Message ${i}`).sort());
  });

  it("refuses a page of another site that rebound its name to 127.0.0.1, key or not", async () => {
    const port = new URL(base).port;
    for (const headers of [{}, { "x-mailbox-key": key }] as Record<string, string>[]) {
      const rebound = await getWithHost(base, `rebind.attacker.example:${port}`, headers);
      expect(rebound.status).toBe(421);
      expect(rebound.body).not.toContain("Message 1");
    }
    // Over the same loopback with this machine's own name, the key is still needed.
    expect((await getWithHost(base, `localhost:${port}`)).status).toBe(403);
    expect((await getWithHost(base, `localhost:${port}`, { "x-mailbox-key": key })).status).toBe(200);
  });

  it("refuses a wrong key, and a loopback request without one", async () => {
    expect((await fetch(`${base}/api/dev/mailbox`)).status).toBe(403);
    const wrong = await fetch(`${base}/api/dev/mailbox`, { headers: { "x-mailbox-key": "k".repeat(32) } });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.message).toContain("printed on its console");
    expect((await t.request("/api/dev/mailbox")).status).toBe(403);
  });

  it("opens to a platform admin, and not to other members", async () => {
    expect((await t.request("/api/dev/mailbox", { headers: { cookie: member.cookie } })).status).toBe(403);
    expect((await t.request("/api/dev/mailbox", { headers: { cookie: admin.cookie } })).status).toBe(200);
  });

  it("is shut in production to everyone, key holders and platform admins included", async () => {
    const production = installWith({ NODE_ENV: "production", BOT_CHECK: "pow" });
    expect(await production()).toBe(403);
    expect(await production({ "x-mailbox-key": key })).toBe(403);
    expect(await production({ cookie: admin.cookie })).toBe(403);
    expect(await production({ cookie: member.cookie })).toBe(403);
  });

  it("opens in production with DEV_MAILBOX=on, by the same rules as elsewhere", async () => {
    const production = installWith({ NODE_ENV: "production", BOT_CHECK: "pow", DEV_MAILBOX: "on" });
    expect(await production({ "x-mailbox-key": key })).toBe(200);
    expect(await production()).toBe(403);
    expect(await production({ cookie: member.cookie })).toBe(403);
    expect(await production({ cookie: admin.cookie })).toBe(200);
  });

  it("takes no key on an install that delivers its mail over SMTP", async () => {
    const smtp = installWith({ NODE_ENV: "test", SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(await smtp({ "x-mailbox-key": key })).toBe(403);
    expect(await smtp({ cookie: admin.cookie })).toBe(200);
  });

  it("is shut to everyone with DEV_MAILBOX=off, outside production too", async () => {
    const off = installWith({ NODE_ENV: "test", DEV_MAILBOX: "off" });
    expect(await off({ "x-mailbox-key": key })).toBe(403);
    expect(await off({ cookie: admin.cookie })).toBe(403);
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
      const response = await fetch(`${base}/api/dev/mailbox?cursor=${encodeURIComponent(cursor)}`, {
        headers: { "x-mailbox-key": key },
      });
      expect(response.status, cursor).toBe(422);
      expect((await response.json()).error.code).toBe("validation_failed");
    }
    const valid = await fetch(`${base}/api/dev/mailbox?cursor=${id}`, { headers: { "x-mailbox-key": key } });
    expect(valid.status).toBe(200);
  });
});
