import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userPushTokens } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { createMember, type MemberFixture } from "../test/factories";
import { type PushReceiver, startPushReceiver } from "../test/push-receiver";
import { createWebPushSender } from "./push-sender";
import { resolveVapidKeys } from "./vapid";

/**
 * A member chooses their push endpoint, and the server then POSTs to it on every notification:
 * it must never be an address inside our network, neither when registered nor when connected to.
 * This install allows no host: the receiver on loopback is what an attacker would point at.
 */

let t: TestApp;
let receiver: PushReceiver;
let ana: MemberFixture;

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp();
  ana = await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const vapid = () => {
  const keys = resolveVapidKeys(t.deps.config, t.deps.secret);
  if (!keys) throw new Error("test installs have VAPID keys");
  return keys;
};

describe("registering a push endpoint", () => {
  it("refuses loopback, private, link-local and unspecified addresses, names that resolve inside, and other ports", async () => {
    const { keys } = receiver.subscribe();
    const receiverPort = new URL(receiver.origin).port;
    for (const endpoint of [
      "https://127.0.0.1/push/1",
      "https://[::1]/push/1",
      "https://10.0.0.8/push/1",
      "https://172.16.5.4/push/1",
      "https://192.168.1.1/push/1",
      "https://169.254.169.254/latest/meta-data/",
      "https://0.0.0.0/push/1",
      "https://[fd00::1]/push/1",
      "https://[::ffff:10.0.0.1]/push/1",
      // A name is resolved: localhost is loopback, as a rebinding name would be.
      "https://localhost/push/1",
      // The receiver itself, by every name.
      `${receiver.origin}/push/1`,
      `https://127.0.0.1:${receiverPort}/push/1`,
      // A public address on another port than 443.
      "https://8.8.8.8:8443/push/1",
      // A name that does not resolve is no push service.
      "https://push.invalid/push/1",
    ]) {
      const response = await t.as(ana).send("/api/push/subscriptions", { endpoint, keys });
      expect(response.status, endpoint).toBe(422);
      expect((await response.json()).error.message).toBe("The push endpoint must be a public https address.");
    }
    expect(await t.deps.db.select().from(userPushTokens).where(eq(userPushTokens.userId, ana.id))).toEqual(
      [],
    );
  });

  it("accepts a public https address on port 443", async () => {
    const { keys } = receiver.subscribe();
    for (const endpoint of ["https://8.8.8.8/push/abc", "https://[2606:4700:4700::1111]:443/push/abc"]) {
      const response = await t.as(ana).send("/api/push/subscriptions", { endpoint, keys });
      expect(response.status, endpoint).toBe(201);
    }
  });
});

describe("sending to a push endpoint", () => {
  const payload = {
    title: "Common Ground",
    message: "Ben liked your post",
    url: "/posts/1",
    data: { notification_id: null, type: "like" },
  };

  it("never connects to an address inside, even one stored before the check or whose name moved inside", async () => {
    const subscription = receiver.subscribe();
    const sender = createWebPushSender({ vapid: vapid() });
    for (const endpoint of [
      subscription.endpoint,
      subscription.endpoint.replace("127.0.0.1", "localhost"),
      // Port 443 passes the port check; the name's DNS answer (loopback) is what refuses it.
      "https://localhost/push/1",
      "https://169.254.169.254/latest/meta-data/",
    ]) {
      const target = { platform: "web" as const, deviceId: endpoint, ...subscription.keys };
      // Gone, not a failure to retry: the subscription is turned off and never tried again.
      expect(await sender.send(target, payload), endpoint).toBe("gone");
    }
    expect(receiver.requests).toEqual([]);
  });

  it("reaches the receiver when the install names it in PUSH_ALLOW_HOSTS", async () => {
    const subscription = receiver.subscribe();
    const sender = createWebPushSender({
      vapid: vapid(),
      allowHosts: new Set([new URL(receiver.origin).host]),
    });
    const target = { platform: "web" as const, deviceId: subscription.endpoint, ...subscription.keys };
    expect(await sender.send(target, payload)).toBe("sent");
    expect(receiver.received.map((push) => push.message)).toEqual(["Ben liked your post"]);
  });
});
