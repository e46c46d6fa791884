import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE } from "../../../shared/schemas/text";
import { createBackgroundWorker } from "../../background";
import { jobs, userPushTokens } from "../../db/schema";
import { createApnsSender } from "../../notifications/apns-sender";
import { createFcmSender } from "../../notifications/fcm-sender";
import { PUSH_TEST_JOB } from "../../notifications/push-job";
import { type ApnsPeer, startApnsPeer } from "../../test/apns-peer";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember, type MemberFixture } from "../../test/factories";
import { type FcmPeer, startFcmPeer } from "../../test/fcm-peer";
import { apnsEnv, fcmEnv, nativePushKeys, TEST_APPLE, TEST_GOOGLE } from "../../test/native-push";

const apple = TEST_APPLE;
const google = TEST_GOOGLE;
const keys = nativePushKeys();
const { apnsPrivateKey, fcmPrivateKey } = keys;
const clock = () => Date.now();

let t: TestApp;
let apns: ApnsPeer;
let fcm: FcmPeer;
let ana: MemberFixture;
let ben: MemberFixture;

beforeAll(async () => {
  apns = await startApnsPeer({ ...apple, publicKey: keys.apnsPublicKey, clock });
  fcm = await startFcmPeer({ ...google, publicKey: keys.fcmPublicKey, clock });
  t = await createTestApp({ ...apnsEnv(keys), ...fcmEnv(keys, fcm.tokenUri) });
  ana = await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
  ben = await createMember(t.deps.db, { firstName: "Ben", lastName: "Okafor" });
});
afterAll(async () => {
  await t?.close();
  await apns?.close();
  await fcm?.close();
});

/** An APNs device token as the iOS shell sends it (32 bytes in hex). */
const iosToken = () => randomBytes(32).toString("hex");
/** An FCM registration token's shape: an instance id, a colon, then the base64url rest. */
const androidToken = () =>
  `${randomBytes(16).toString("base64url")}:APA91b${randomBytes(105).toString("base64url")}`;

const register = (member: MemberFixture, platform: string, token: string) =>
  t.as(member).send("/api/push/devices", { platform, token });
const remove = (member: MemberFixture, token: unknown) =>
  t.as(member).send("/api/push/devices", { token }, "DELETE");

const rowOf = async (token: string) =>
  (await t.deps.db.select().from(userPushTokens).where(eq(userPushTokens.deviceId, token)))[0];
/** The test notifications queued for this token's row. */
const testJobsOf = async (token: string) => {
  const row = await rowOf(token);
  return (await t.deps.db.select().from(jobs).where(eq(jobs.kind, PUSH_TEST_JOB))).filter(
    (job) => job.payload.tokenId === row?.id,
  );
};

describe("POST /api/push/devices", () => {
  it("requires a signed-in member, as does removing one", async () => {
    const init = (method: string, body: unknown) => ({
      method,
      headers: { "content-type": "application/json", origin: t.deps.config.PUBLIC_URL },
      body: JSON.stringify(body),
    });
    const token = iosToken();
    expect((await t.request("/api/push/devices", init("POST", { platform: "ios", token }))).status).toBe(401);
    expect((await t.request("/api/push/devices", init("DELETE", { token }))).status).toBe(401);
    expect(await rowOf(token)).toBeUndefined();
  });

  it("tells the shell which platforms this install pushes to", async () => {
    const response = await t.as(ana).get("/api/push/public-key");
    expect(await response.json()).toEqual({
      publicKey: expect.any(String),
      platforms: ["web", "ios", "android"],
    });
  });

  it.each([
    ["ios", iosToken],
    ["android", androidToken],
  ] as const)("registers an %s device once, with one test notification", async (platform, makeToken) => {
    const token = makeToken();
    const first = await register(ana, platform, token);
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body).toEqual({
      device: { id: expect.any(String), platform, isActive: true, createdAt: expect.any(String) },
    });
    // The token is the address pushes go to: the answer does not echo it.
    expect(JSON.stringify(body)).not.toContain(token);
    expect(await rowOf(token)).toMatchObject({
      userId: ana.id,
      platform,
      p256dh: null,
      auth: null,
      isActive: true,
    });
    expect(await testJobsOf(token)).toHaveLength(1);

    // The shell registers on every sign-in: the same device again is not news.
    const again = await register(ana, platform, token);
    expect(again.status).toBe(200);
    expect((await again.json()).device.id).toBe(body.device.id);
    expect(await testJobsOf(token)).toHaveLength(1);
  });

  it("gives a device to whoever registers it last, and counts a deactivated one as new", async () => {
    const token = iosToken();
    expect((await register(ana, "ios", token)).status).toBe(201);
    // The phone changes hands (or members): Ben signs in on it.
    expect((await register(ben, "ios", token)).status).toBe(201);
    expect(await rowOf(token)).toMatchObject({ userId: ben.id, isActive: true });
    expect(await testJobsOf(token)).toHaveLength(2);

    // APNs said it was gone; the app reinstalled gets the token back and registers it again.
    await t.deps.db.update(userPushTokens).set({ isActive: false }).where(eq(userPushTokens.deviceId, token));
    expect((await register(ben, "ios", token)).status).toBe(201);
    expect(await rowOf(token)).toMatchObject({ userId: ben.id, isActive: true });
    expect(await testJobsOf(token)).toHaveLength(3);
  });

  it("sends one test notification when a new device registers twice at once (the shell's re-attempts)", async () => {
    // On PostgreSQL (the second pass) the five requests of a round run at once on the pool's
    // connections; before the device's lock, a round sent two or three.
    for (let round = 0; round < 5; round++) {
      const token = androidToken();
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => register(ana, "android", token)));
      expect(answers.every((answer) => answer.status < 300)).toBe(true);
      expect(await testJobsOf(token)).toHaveLength(1);
    }
  });

  it("refuses a token not of its platform's format, naming the field", async () => {
    const cases: [unknown, string, string][] = [
      [
        { platform: "ios", token: "z".repeat(64) },
        "token",
        "An iOS device token is the APNs token in hexadecimal.",
      ],
      [{ platform: "ios", token: "ab".repeat(10) }, "token", "The device token is too short."],
      [{ platform: "ios", token: "ab".repeat(101) }, "token", "The device token is too long."],
      [
        { platform: "ios", token: androidToken() },
        "token",
        "An iOS device token is the APNs token in hexadecimal.",
      ],
      [
        { platform: "android", token: `${androidToken()}/x` },
        "token",
        "An Android device token is the FCM registration token as Firebase gives it.",
      ],
      [{ platform: "android", token: "a".repeat(4097) }, "token", "The device token is too long."],
      [{ platform: "android", token: "" }, "token", "Missing device token."],
      [{ platform: "android" }, "token", "Missing device token."],
      [{ platform: "web", token: iosToken() }, "platform", "The platform must be ios or android."],
      [{ token: iosToken() }, "platform", "The platform must be ios or android."],
    ];
    for (const [body, path, message] of cases) {
      const response = await t.as(ana).send("/api/push/devices", body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const { error } = await response.json();
      expect(error.code).toBe("validation_failed");
      expect(error.issues).toContainEqual({ path, message });
    }
    // A control character is refused as in every text field: 400, not a format to explain.
    const nul = await register(ana, "ios", `${iosToken()}\u0000`);
    expect(nul.status).toBe(400);
    const { error } = await nul.json();
    expect(error.code).toBe("invalid_characters");
    expect(error.issues).toContainEqual({ path: "token", message: INVALID_CHARACTERS_MESSAGE });
    const removal = await remove(ana, "ab cd");
    expect(removal.status).toBe(422);
    expect((await removal.json()).error.issues[0].path).toBe("token");
  });

  it("trims the token the shell sends", async () => {
    const token = iosToken();
    expect((await register(ana, "ios", `  ${token} `)).status).toBe(201);
    expect(await rowOf(token)).toMatchObject({ userId: ana.id });
  });
});

describe("DELETE /api/push/devices", () => {
  it("removes the member's own device only, and answers the same either way", async () => {
    const token = androidToken();
    expect((await register(ana, "android", token)).status).toBe(201);
    const byBen = await remove(ben, token);
    expect(byBen.status).toBe(200);
    expect(await byBen.json()).toEqual({ deleted: false });
    expect(await rowOf(token)).toMatchObject({ userId: ana.id });

    expect(await (await remove(ana, token)).json()).toEqual({ deleted: true });
    expect(await rowOf(token)).toBeUndefined();
    // Idempotent: the shell may sign out twice.
    expect(await (await remove(ana, token)).json()).toEqual({ deleted: false });
  });
});

describe("the test notification of a new device", () => {
  it("reaches the device through the server's worker, APNs for iOS and FCM for Android", async () => {
    const member = await createMember(t.deps.db);
    const iphone = iosToken();
    const pixel = androidToken();
    expect((await register(member, "ios", iphone)).status).toBe(201);
    expect((await register(member, "android", pixel)).status).toBe(201);
    const ios = createApnsSender({ ...apple, privateKey: apnsPrivateKey, origin: apns.origin, clock });
    const android = createFcmSender({
      serviceAccount: {
        project_id: google.projectId,
        client_email: google.clientEmail,
        private_key: fcmPrivateKey,
        token_uri: fcm.tokenUri,
      },
      origin: fcm.origin,
      clock,
    });
    try {
      await createBackgroundWorker({
        config: t.deps.config,
        database: t.deps.database,
        logger: t.deps.logger,
        transport: null,
        push: { senders: { ios, android }, clock },
      }).runDue();
    } finally {
      ios.close();
    }
    expect(apns.received.filter((push) => push.deviceToken === iphone)).toEqual([
      expect.objectContaining({
        topic: apple.bundleId,
        body: {
          aps: {
            alert: { title: "Common Ground", body: "Push notifications are on for this device." },
            sound: "default",
            "thread-id": "test",
          },
          url: "/profile/settings",
          data: { notification_id: null, type: "test" },
        },
      }),
    ]);
    expect(fcm.received.filter((message) => message.token === pixel)).toEqual([
      expect.objectContaining({
        notification: { title: "Common Ground", body: "Push notifications are on for this device." },
        data: { url: "/profile/settings", notification_id: "", type: "test" },
      }),
    ]);
    expect((await testJobsOf(iphone)).map((job) => job.status)).toEqual(["succeeded"]);
    expect((await testJobsOf(pixel)).map((job) => job.status)).toEqual(["succeeded"]);
    expect([...apns.refused, ...fcm.refused]).toEqual([]);
  });
});

describe("an install without a platform's sender", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp(apnsEnv(keys));
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("answers 503 for that platform's tokens and says so in the public key's platforms", async () => {
    const member = await createMember(bare.deps.db);
    const token = androidToken();
    const response = await bare.as(member).send("/api/push/devices", { platform: "android", token });
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatchObject({
      code: "service_unavailable",
      message: "Push notifications for Android are not set up on this server.",
    });
    expect(
      await bare.deps.db.select().from(userPushTokens).where(eq(userPushTokens.deviceId, token)),
    ).toEqual([]);
    expect(await bare.deps.db.select().from(jobs).where(eq(jobs.kind, PUSH_TEST_JOB))).toEqual([]);
    expect(
      (await bare.as(member).send("/api/push/devices", { platform: "ios", token: iosToken() })).status,
    ).toBe(201);
    expect((await (await bare.as(member).get("/api/push/public-key")).json()).platforms).toEqual([
      "web",
      "ios",
    ]);
  });
});
