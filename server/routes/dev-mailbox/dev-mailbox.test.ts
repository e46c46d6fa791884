import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueMail } from "../../mail/mailer";
import { createTestApp, type TestApp } from "../../test/app";
import { signedInMember, TEST_ORIGIN } from "../../test/auth";

let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: TEST_ORIGIN, ADMIN_EMAILS: "admin@example.org" });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (let i = 0; i < 25; i++) {
    await queueMail(t.deps.db, { to: `m${i}@example.org`, subject: `Message ${i}`, text: `Body ${i}` });
  }
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t?.close();
});

describe("GET /api/dev/mailbox", () => {
  it("shows kept mail, newest first and paged, to someone on this machine", async () => {
    const first = await (await fetch(`${base}/api/dev/mailbox`)).json();
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0].subject).toBe("Message 24");
    const second = await (
      await fetch(`${base}/api/dev/mailbox?cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(second.messages.map((m: { subject: string }) => m.subject)).toEqual([
      "Message 4",
      "Message 3",
      "Message 2",
      "Message 1",
      "Message 0",
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it("refuses a request that did not come over this machine's loopback", async () => {
    const response = await t.request("/api/dev/mailbox");
    expect(response.status).toBe(403);
  });

  it("opens to a platform admin from anywhere, and not to other members", async () => {
    const member = await signedInMember(t, { email: "member@example.org" });
    expect((await t.request("/api/dev/mailbox", { headers: { cookie: member.cookie } })).status).toBe(403);
    const admin = await signedInMember(t, { email: "admin@example.org" });
    expect((await t.request("/api/dev/mailbox", { headers: { cookie: admin.cookie } })).status).toBe(200);
  });
});
