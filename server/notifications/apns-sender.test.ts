import { generateKeyPairSync, randomBytes } from "node:crypto";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApnsPeer, startApnsPeer } from "../test/apns-peer";
import { APNS_TOKEN_LIFETIME_MS, type ApnsSender, createApnsSender } from "./apns-sender";
import type { PushPayload, PushTarget } from "./push-sender";

const keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
const privateKey = keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const KEY_ID = "ABC123DEFG";
const TEAM_ID = "DEF123GHIJ";
const BUNDLE_ID = "org.commonground.app";

/** The sender's and Apple's "now": tests move it. */
let now = Date.parse("2026-06-01T12:00:00Z");
const clock = () => now;
let peer: ApnsPeer;
let sender: ApnsSender;

beforeAll(async () => {
  peer = await startApnsPeer({
    publicKey: keys.publicKey,
    keyId: KEY_ID,
    teamId: TEAM_ID,
    bundleId: BUNDLE_ID,
    clock,
  });
  // One sender for the file, as the server has: Apple refuses new tokens less than 20 minutes apart.
  sender = createApnsSender({
    keyId: KEY_ID,
    teamId: TEAM_ID,
    bundleId: BUNDLE_ID,
    privateKey,
    origin: peer.origin,
    clock,
  });
});
afterAll(async () => {
  sender?.close();
  await peer?.close();
});

/** A device token as iOS hands it out: 32 bytes in hex. */
const device = (): PushTarget => ({
  platform: "ios",
  deviceId: randomBytes(32).toString("hex"),
  p256dh: null,
  auth: null,
});

const payload: PushPayload = {
  title: "Common Ground",
  message: "Ben Okafor liked your post",
  url: "/posts/p-1",
  data: { notification_id: "n-1", type: "like" },
};

describe("the APNs sender", () => {
  it("posts the alert, url and data to /3/device/<token> with Apple's headers and a provider token", async () => {
    const target = device();
    expect(await sender.send(target, payload)).toBe("sent");
    expect(peer.received.filter((push) => push.deviceToken === target.deviceId)).toEqual([
      {
        deviceToken: target.deviceId,
        topic: BUNDLE_ID,
        pushType: "alert",
        priority: "10",
        expiration: Math.floor(now / 1000) + 86_400,
        body: {
          aps: {
            alert: { title: "Common Ground", body: "Ben Okafor liked your post" },
            sound: "default",
            "thread-id": "like",
          },
          url: "/posts/p-1",
          data: { notification_id: "n-1", type: "like" },
        },
        jwt: expect.any(String),
      },
    ]);
    expect(peer.refused).toEqual([]);
  });

  it("reports gone for 410 and for 400 BadDeviceToken or DeviceTokenNotForTopic, and throws otherwise", async () => {
    const unregistered = device();
    peer.answer(unregistered.deviceId, 410, "Unregistered");
    expect(await sender.send(unregistered, payload)).toBe("gone");
    for (const reason of ["BadDeviceToken", "DeviceTokenNotForTopic"]) {
      const bad = device();
      peer.answer(bad.deviceId, 400, reason);
      expect(await sender.send(bad, payload)).toBe("gone");
    }
    const failing = device();
    peer.answer(failing.deviceId, 500, "InternalServerError");
    await expect(sender.send(failing, payload)).rejects.toThrow(/500 InternalServerError/);
    // A 400 about the request itself is ours to fix, not the device's end.
    const tooBig = device();
    peer.answer(tooBig.deviceId, 400, "BadMessageId");
    await expect(sender.send(tooBig, payload)).rejects.toThrow(/400 BadMessageId/);
  });

  it("refuses a token of another platform without asking Apple", async () => {
    const asked = peer.requests.length;
    await expect(sender.send({ ...device(), platform: "android" }, payload)).rejects.toThrow(/android/);
    expect(peer.requests).toHaveLength(asked);
  });

  it("keeps one connection for many pushes, and opens another when APNs closes it", async () => {
    const before = peer.connections();
    await Promise.all([sender.send(device(), payload), sender.send(device(), payload)]);
    await sender.send(device(), payload);
    // Every push of this file so far went over the one connection the first opened.
    expect(before).toBe(1);
    expect(peer.connections()).toBe(before);
    peer.dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await sender.send(device(), payload)).toBe("sent");
    expect(peer.connections()).toBe(before + 1);
  });

  it("reuses its provider token for 50 minutes and makes a new one after", async () => {
    await sender.send(device(), payload);
    const seen = peer.providerTokens.length;
    now += APNS_TOKEN_LIFETIME_MS - 1000;
    await sender.send(device(), payload);
    expect(peer.providerTokens).toHaveLength(seen);
    now += 1000;
    expect(await sender.send(device(), payload)).toBe("sent");
    expect(peer.providerTokens).toHaveLength(seen + 1);
    const [token] = peer.providerTokens.slice(-1);
    const [head, claims] = (token ?? "")
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, "base64url").toString("utf8")));
    expect(head).toEqual({ alg: "ES256", kid: KEY_ID });
    expect(claims).toEqual({ iss: TEAM_ID, iat: Math.floor(now / 1000) });
    // An hour later than that without a push: the old token would be refused; a new one goes.
    now += 60 * 60 * 1000;
    expect(await sender.send(device(), payload)).toBe("sent");
    expect(peer.providerTokens).toHaveLength(seen + 2);
    expect(peer.refused).toEqual([]);
  });

  it("is refused (and throws) when its token is signed by another key, as Apple would", async () => {
    const stranger = createApnsSender({
      keyId: KEY_ID,
      teamId: TEAM_ID,
      bundleId: BUNDLE_ID,
      privateKey: generateKeyPairSync("ec", { namedCurve: "P-256" })
        .privateKey.export({ type: "pkcs8", format: "pem" })
        .toString(),
      origin: peer.origin,
      clock,
    });
    await expect(stranger.send(device(), payload)).rejects.toThrow(/403 InvalidProviderToken/);
    stranger.close();
    expect(peer.refused.splice(0)).toEqual(["InvalidProviderToken"]);
  });

  it("throws when APNs does not answer in time", async () => {
    const slow = http2.createServer();
    slow.on("stream", () => {
      // Never answers.
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const address = slow.address() as AddressInfo;
    const impatient = createApnsSender({
      keyId: KEY_ID,
      teamId: TEAM_ID,
      bundleId: BUNDLE_ID,
      privateKey,
      origin: `http://127.0.0.1:${address.port}`,
      clock,
      timeoutMs: 200,
    });
    await expect(impatient.send(device(), payload)).rejects.toThrow(/did not answer within 200 ms/);
    impatient.close();
    await new Promise((resolve) => slow.close(resolve));
  });
});
