import { generateKeyPairSync, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FcmPeer, startFcmPeer } from "../test/fcm-peer";
import { createFcmSender } from "./fcm-sender";
import type { PushPayload, PushSender, PushTarget } from "./push-sender";

const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PROJECT_ID = "common-ground-test";
const CLIENT_EMAIL = "push@common-ground-test.iam.gserviceaccount.com";

/** The sender's and Google's "now": tests move it. */
let now = Date.parse("2026-06-01T12:00:00Z");
const clock = () => now;
let peer: FcmPeer;
let sender: PushSender;

beforeAll(async () => {
  peer = await startFcmPeer({
    projectId: PROJECT_ID,
    clientEmail: CLIENT_EMAIL,
    publicKey: keys.publicKey,
    clock,
  });
  sender = createFcmSender({
    serviceAccount: {
      project_id: PROJECT_ID,
      client_email: CLIENT_EMAIL,
      // As it comes in the downloaded JSON key: PEM, line breaks included.
      private_key: keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      private_key_id: "0123abcd",
      token_uri: peer.tokenUri,
    },
    origin: peer.origin,
    clock,
  });
});
afterAll(async () => {
  await peer?.close();
});

/** A registration token as Android's FCM SDK hands it out. */
const device = (): PushTarget => ({
  platform: "android",
  deviceId: `${randomBytes(11).toString("base64url")}:APA91b${randomBytes(100).toString("base64url")}`,
  p256dh: null,
  auth: null,
});

const payload: PushPayload = {
  title: "Common Ground",
  message: "Ben Okafor liked your post",
  url: "/posts/p-1",
  data: { notification_id: "n-1", type: "like" },
};

describe("the FCM sender", () => {
  it("sends the notification, the data as strings and high priority, with an access token from the service account", async () => {
    const target = device();
    expect(await sender.send(target, payload)).toBe("sent");
    expect(peer.received.filter((message) => message.token === target.deviceId)).toEqual([
      {
        projectId: PROJECT_ID,
        token: target.deviceId,
        notification: { title: "Common Ground", body: "Ben Okafor liked your post" },
        data: { url: "/posts/p-1", notification_id: "n-1", type: "like" },
        android: { priority: "high" },
        accessToken: expect.stringMatching(/^ya29\./),
      },
    ]);
    // The test notification has no notification id: FCM takes strings only, so an empty one.
    const fresh = device();
    await sender.send(fresh, { ...payload, data: { notification_id: null, type: "test" } });
    expect(peer.received.find((message) => message.token === fresh.deviceId)?.data).toEqual({
      url: "/posts/p-1",
      notification_id: "",
      type: "test",
    });
    expect(peer.refused).toEqual([]);
  });

  it("reports gone for 404 UNREGISTERED only, and throws for INVALID_ARGUMENT and 500", async () => {
    const unregistered = device();
    peer.answer(unregistered.deviceId, 404, "UNREGISTERED");
    expect(await sender.send(unregistered, payload)).toBe("gone");
    // A token FCM calls malformed may be our request's fault: not gone, the job retries.
    const invalid = device();
    peer.answer(invalid.deviceId, 400, "INVALID_ARGUMENT");
    await expect(sender.send(invalid, payload)).rejects.toThrow(/400 INVALID_ARGUMENT/);
    const failing = device();
    peer.answer(failing.deviceId, 500, "INTERNAL");
    await expect(sender.send(failing, payload)).rejects.toThrow(/500 INTERNAL/);
  });

  it("refuses a token of another platform without asking Google", async () => {
    const asked = peer.requests.length;
    await expect(sender.send({ ...device(), platform: "ios" }, payload)).rejects.toThrow(/ios/);
    expect(peer.requests).toHaveLength(asked);
  });

  it("fetches one access token for many sends and a new one when it is about to expire", async () => {
    const issued = peer.tokensIssued();
    await Promise.all([sender.send(device(), payload), sender.send(device(), payload)]);
    now += 50 * 60 * 1000;
    await sender.send(device(), payload);
    expect(peer.tokensIssued()).toBe(issued);
    // Google's tokens last an hour (3599 s here): five minutes before the end, a new one.
    now += 5 * 60 * 1000;
    expect(await sender.send(device(), payload)).toBe("sent");
    expect(peer.tokensIssued()).toBe(issued + 1);
    await sender.send(device(), payload);
    expect(peer.tokensIssued()).toBe(issued + 1);
    const tokens = new Set(peer.received.slice(-2).map((message) => message.accessToken));
    expect(tokens.size).toBe(1);
    expect(peer.refused).toEqual([]);
  });

  it("throws when Google refuses the assertion (a key that is not the account's)", async () => {
    const stranger = createFcmSender({
      serviceAccount: {
        project_id: PROJECT_ID,
        client_email: CLIENT_EMAIL,
        private_key: generateKeyPairSync("rsa", { modulusLength: 2048 })
          .privateKey.export({ type: "pkcs8", format: "pem" })
          .toString(),
        token_uri: peer.tokenUri,
      },
      origin: peer.origin,
      clock,
    });
    const asked = peer.requests.length;
    await expect(stranger.send(device(), payload)).rejects.toThrow(/token endpoint answered 400/);
    expect(peer.requests).toHaveLength(asked);
    expect(peer.refused.splice(0)).toEqual(["Invalid JWT Signature."]);
  });
});
