import { generateKeyPairSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../background";
import { jobs, userPushTokens } from "../db/schema";
import { updateNotificationPreferences } from "../queries/notification-preferences";
import { type ApnsPeer, startApnsPeer } from "../test/apns-peer";
import { createTestApp, type TestApp } from "../test/app";
import { createMember, type MemberFixture } from "../test/factories";
import { type FcmPeer, startFcmPeer } from "../test/fcm-peer";
import { createNotification } from "../test/notification-factories";
import { type PushReceiver, startPushReceiver, type TestSubscription } from "../test/push-receiver";
import { type ApnsSender, createApnsSender } from "./apns-sender";
import { createFcmSender } from "./fcm-sender";
import { createWebPushSender, type PushSenders } from "./push-sender";
import { NOTIFICATION_PUSH_JOB, recordNotification } from "./record";
import { resolveVapidKeys } from "./vapid";

let t: TestApp;
let receiver: PushReceiver;
let ana: MemberFixture;
let ben: MemberFixture;
/** The worker's "now" for quiet hours: noon UTC, outside the default 22:00–08:00, unless a test moves it. */
let now = Date.parse("2026-06-01T12:00:00Z");

beforeAll(async () => {
  receiver = await startPushReceiver();
  // The receiver listens on loopback, which only an explicit test setting lets push reach.
  t = await createTestApp({ PUSH_ALLOW_HOSTS: new URL(receiver.origin).host });
  ana = await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
  ben = await createMember(t.deps.db, { firstName: "Ben", lastName: "Okafor" });
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});
beforeEach(() => {
  now = Date.parse("2026-06-01T12:00:00Z");
});

const vapid = () => {
  const keys = resolveVapidKeys(t.deps.config, t.deps.secret);
  if (!keys) throw new Error("test installs have VAPID keys");
  return keys;
};

const webSender = () =>
  createWebPushSender({ vapid: vapid(), allowHosts: new Set([new URL(receiver.origin).host]) });

/** The server's own worker, with Web Push to the receiver (or the given senders) and the test's clock. */
const runJobs = (senders?: PushSenders) =>
  createBackgroundWorker({
    config: t.deps.config,
    database: t.deps.database,
    logger: t.deps.logger,
    transport: null,
    push: { senders: senders ?? { web: webSender() }, clock: () => now },
  }).runDue();

/** A browser subscription of the receiver, registered by the member through the API. */
async function subscribe(member: MemberFixture): Promise<TestSubscription> {
  const subscription = receiver.subscribe();
  const response = await t.as(member).send("/api/push/subscriptions", subscription);
  expect(response.status).toBe(201);
  return subscription;
}

const pushesTo = (subscription: TestSubscription) =>
  receiver.received.filter((push) => push.endpoint === subscription.endpoint);
const requestsTo = (subscription: TestSubscription) =>
  receiver.requests.filter((endpoint) => endpoint === subscription.endpoint).length;

async function notify(member: MemberFixture, message = "Ben Okafor liked your post") {
  return t.deps.db.transaction((tx) =>
    recordNotification(tx, { userId: member.id, type: "like", message, notificationUrl: "/posts/p-1" }),
  );
}

const pushJobsOf = async (notificationId: string) =>
  (await t.deps.db.select().from(jobs).where(eq(jobs.kind, NOTIFICATION_PUSH_JOB))).filter(
    (job) => job.payload.notificationId === notificationId,
  );

describe("the push API", () => {
  it("gives the VAPID public key to members only", async () => {
    expect((await t.request("/api/push/public-key")).status).toBe(401);
    const response = await t.as(ana).get("/api/push/public-key");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: vapid().publicKey, platforms: ["web"] });
    expect(Buffer.from(vapid().publicKey, "base64url")).toHaveLength(65);
  });

  it("stores a subscription, sends it the test notification once, and forgets it on request", async () => {
    const subscription = receiver.subscribe();
    const first = await t.as(ana).send("/api/push/subscriptions", subscription);
    expect(first.status).toBe(201);
    expect((await first.json()).subscription).toMatchObject({
      endpoint: subscription.endpoint,
      platform: "web",
      isActive: true,
    });
    // Registering the same browser again (the app does on start) is not news.
    expect((await t.as(ana).send("/api/push/subscriptions", subscription)).status).toBe(200);
    const [row] = await t.deps.db
      .select()
      .from(userPushTokens)
      .where(eq(userPushTokens.deviceId, subscription.endpoint));
    expect(row).toMatchObject({ userId: ana.id, platform: "web", p256dh: subscription.keys.p256dh });

    await runJobs();
    expect(pushesTo(subscription)).toEqual([
      expect.objectContaining({
        title: "Common Ground",
        message: "Push notifications are on for this device.",
        url: "/profile/settings",
        data: { notification_id: null, type: "test" },
        vapidKey: vapid().publicKey,
      }),
    ]);

    // Someone else's endpoint is not theirs to remove.
    const byBen = await t
      .as(ben)
      .send("/api/push/subscriptions", { endpoint: subscription.endpoint }, "DELETE");
    expect(await byBen.json()).toEqual({ deleted: false });
    const byAna = await t
      .as(ana)
      .send("/api/push/subscriptions", { endpoint: subscription.endpoint }, "DELETE");
    expect(await byAna.json()).toEqual({ deleted: true });
    expect(
      await t.deps.db.select().from(userPushTokens).where(eq(userPushTokens.deviceId, subscription.endpoint)),
    ).toEqual([]);
  });

  it("refuses an endpoint that is not https (the allowed test receiver aside) and malformed keys", async () => {
    const { keys } = receiver.subscribe();
    for (const endpoint of [
      "http://push.example.net/abc",
      "ftp://push.example.net/abc",
      "https://u:p@push.example.net/a",
      // new URL() drops a leading NUL: the text itself is refused before it reaches the database.
      "\u0000https://push.example.net/abc",
    ]) {
      const response = await t.as(ana).send("/api/push/subscriptions", { endpoint, keys });
      expect(response.status).toBe(422);
    }
    const removal = await t
      .as(ana)
      .send("/api/push/subscriptions", { endpoint: "\u0000https://push.example.net/abc" }, "DELETE");
    expect(removal.status).toBe(422);
    const bad = await t.as(ana).send("/api/push/subscriptions", {
      endpoint: "https://push.example.net/x",
      keys: { p256dh: "a b", auth: "" },
    });
    expect(bad.status).toBe(422);
  });
});

describe("the notification.push job", () => {
  it("sends a like to each of the member's subscriptions, encrypted, with title, message, url and data", async () => {
    const phone = await subscribe(ana);
    const laptop = await subscribe(ana);
    const notification = await notify(ana);
    await runJobs();
    for (const subscription of [phone, laptop]) {
      expect(pushesTo(subscription).filter((push) => push.data.type === "like")).toEqual([
        {
          endpoint: subscription.endpoint,
          title: "Common Ground",
          message: "Ben Okafor liked your post",
          url: "/posts/p-1",
          data: { notification_id: notification.id, type: "like" },
          vapidKey: vapid().publicKey,
          ttl: "86400",
        },
      ]);
    }
    expect(receiver.refused).toEqual([]);
  });

  it("a like through the API reaches the post's author", async () => {
    const device = await subscribe(ben);
    const created = await t.as(ben).send("/api/posts", { content: "Harvest day photos" });
    const postId = ((await created.json()) as { post: { id: string } }).post.id;
    expect((await t.as(ana).send(`/api/posts/${postId}/like`, {}, "PUT")).status).toBeLessThan(300);
    await runJobs();
    expect(pushesTo(device).filter((push) => push.data.type === "like")).toEqual([
      expect.objectContaining({
        message: "Ana Diaz liked your post",
        url: `/posts/${postId}`,
        data: { notification_id: expect.any(String), type: "like" },
      }),
    ]);
  });

  it("deactivates a subscription the push service says is gone (410) and does not use it again", async () => {
    const member = await createMember(t.deps.db);
    const gone = await subscribe(member);
    const kept = await subscribe(member);
    await runJobs();
    receiver.answer(gone.endpoint, 410);
    await notify(member);
    await runJobs();
    const [row] = await t.deps.db
      .select()
      .from(userPushTokens)
      .where(eq(userPushTokens.deviceId, gone.endpoint));
    expect(row?.isActive).toBe(false);
    const asked = requestsTo(gone);
    await notify(member);
    await runJobs();
    expect(requestsTo(gone)).toBe(asked);
    expect(pushesTo(kept).filter((push) => push.data.type === "like")).toHaveLength(2);
  });

  it("retries a failure without sending twice to a subscription that already has it", async () => {
    const member = await createMember(t.deps.db);
    const failing = await subscribe(member);
    const fine = await subscribe(member);
    await runJobs();
    receiver.answer(failing.endpoint, 500);
    const notification = await notify(member);
    await runJobs();
    const [job] = await pushJobsOf(notification.id);
    expect(job).toMatchObject({ status: "queued", attempts: 1 });
    expect(job?.lastError).toMatch(/500/);
    receiver.answer(failing.endpoint, 0);
    await t.deps.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job?.id ?? 0));
    await runJobs();
    const likes = (subscription: TestSubscription) =>
      pushesTo(subscription).filter((p) => p.data.type === "like");
    expect(likes(fine)).toHaveLength(1);
    expect(likes(failing)).toHaveLength(1);
  });

  it("sends nothing when the member's push switch (or the type's) is off", async () => {
    const member = await createMember(t.deps.db);
    const device = await subscribe(member);
    await runJobs();
    await updateNotificationPreferences(t.deps.db, member.id, { pushEnabled: false });
    await notify(member);
    await updateNotificationPreferences(t.deps.db, member.id, { pushEnabled: true, pushLikes: false });
    await notify(member);
    await runJobs();
    expect(pushesTo(device).filter((push) => push.data.type === "like")).toEqual([]);
  });

  it("waits for the end of quiet hours in the member's time zone, then sends", async () => {
    const member = await createMember(t.deps.db);
    const device = await subscribe(member);
    await runJobs();
    await updateNotificationPreferences(t.deps.db, member.id, {
      quietHoursStart: "22:00",
      quietHoursEnd: "07:00",
      timezone: "Europe/Paris",
    });
    // 23:30 in Paris (CEST, UTC+2): quiet until 07:00 Paris, 05:00 UTC. Years ahead of the
    // database's clock, so the deferred job is not due before the test says so.
    now = Date.parse("2031-06-01T21:30:00Z");
    const notification = await notify(member);
    await runJobs();
    expect(pushesTo(device).filter((push) => push.data.type === "like")).toEqual([]);
    const deferred = (await pushJobsOf(notification.id)).filter((job) => job.status === "queued");
    expect(deferred).toHaveLength(1);
    expect(deferred[0]?.runAt.toISOString()).toBe("2031-06-02T05:00:00.000Z");
    expect(deferred[0]?.payload).toEqual({
      notificationId: notification.id,
      deferredTo: "2031-06-02T05:00:00.000Z",
    });

    // The window's end comes (on the test's clock; the queue runs on the database's). A worker
    // whose clock lags the database's by two seconds sends it all the same.
    now = Date.parse("2031-06-02T04:59:58Z");
    await t.deps.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, deferred[0]?.id ?? 0));
    await runJobs();
    expect(pushesTo(device).filter((push) => push.data.type === "like")).toEqual([
      expect.objectContaining({ data: { notification_id: notification.id, type: "like" } }),
    ]);
    expect((await pushJobsOf(notification.id)).map((job) => job.status)).toEqual(["succeeded", "succeeded"]);
  });

  it("does nothing for a notification that is gone", async () => {
    const member = await createMember(t.deps.db);
    const device = await subscribe(member);
    await runJobs();
    const id = await createNotification(t.deps.db, member);
    await t.deps.db.insert(jobs).values({ kind: NOTIFICATION_PUSH_JOB, payload: { notificationId: id } });
    await t.deps.db.execute(`delete from notifications where id = '${id}'`);
    await runJobs();
    expect(pushesTo(device).filter((push) => push.data.type !== "test")).toEqual([]);
  });
});

describe("the notification.push job with the native shell's platforms", () => {
  const apnsKeys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const fcmKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const clock = () => now;
  let apns: ApnsPeer;
  let fcm: FcmPeer;
  let ios: ApnsSender;
  let senders: PushSenders;

  beforeAll(async () => {
    const apple = { keyId: "ABC123DEFG", teamId: "DEF123GHIJ", bundleId: "org.commonground.app" };
    apns = await startApnsPeer({ ...apple, publicKey: apnsKeys.publicKey, clock });
    fcm = await startFcmPeer({
      projectId: "common-ground-test",
      clientEmail: "push@common-ground-test.iam.gserviceaccount.com",
      publicKey: fcmKeys.publicKey,
      clock,
    });
    ios = createApnsSender({
      ...apple,
      privateKey: apnsKeys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      origin: apns.origin,
      clock,
    });
    const android = createFcmSender({
      serviceAccount: {
        project_id: "common-ground-test",
        client_email: "push@common-ground-test.iam.gserviceaccount.com",
        private_key: fcmKeys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        token_uri: fcm.tokenUri,
      },
      origin: fcm.origin,
      clock,
    });
    senders = { web: webSender(), ios, android };
  });
  afterAll(async () => {
    ios?.close();
    await apns?.close();
    await fcm?.close();
  });

  /** A device token of the native shell, as its registration would store it. */
  async function registerNative(member: MemberFixture, platform: "ios" | "android") {
    const deviceId =
      platform === "ios"
        ? randomBytes(32).toString("hex")
        : `${randomBytes(11).toString("base64url")}:APA91b`;
    await t.deps.db.insert(userPushTokens).values({ userId: member.id, platform, deviceId });
    return deviceId;
  }

  it("sends a like to the member's web, iOS and Android devices alike", async () => {
    const member = await createMember(t.deps.db);
    const browser = await subscribe(member);
    const iphone = await registerNative(member, "ios");
    const pixel = await registerNative(member, "android");
    const notification = await notify(member);
    await runJobs(senders);
    expect(pushesTo(browser).filter((push) => push.data.type === "like")).toEqual([
      expect.objectContaining({ message: "Ben Okafor liked your post", url: "/posts/p-1" }),
    ]);
    expect(apns.received.filter((push) => push.deviceToken === iphone)).toEqual([
      expect.objectContaining({
        topic: "org.commonground.app",
        body: {
          aps: {
            alert: { title: "Common Ground", body: "Ben Okafor liked your post" },
            sound: "default",
            "thread-id": "like",
          },
          url: "/posts/p-1",
          data: { notification_id: notification.id, type: "like" },
        },
      }),
    ]);
    expect(fcm.received.filter((message) => message.token === pixel)).toEqual([
      expect.objectContaining({
        notification: { title: "Common Ground", body: "Ben Okafor liked your post" },
        data: { url: "/posts/p-1", notification_id: notification.id, type: "like" },
      }),
    ]);
    expect((await pushJobsOf(notification.id)).map((job) => job.status)).toEqual(["succeeded"]);
    expect([...apns.refused, ...fcm.refused, ...receiver.refused]).toEqual([]);
  });

  it("deactivates an iOS token APNs answers 410 and an Android token FCM calls UNREGISTERED", async () => {
    const member = await createMember(t.deps.db);
    const iphone = await registerNative(member, "ios");
    const pixel = await registerNative(member, "android");
    apns.answer(iphone, 410, "Unregistered");
    fcm.answer(pixel, 404, "UNREGISTERED");
    await notify(member);
    await runJobs(senders);
    const rows = await t.deps.db.select().from(userPushTokens).where(eq(userPushTokens.userId, member.id));
    expect(rows.map((row) => [row.deviceId, row.isActive]).sort()).toEqual(
      [
        [iphone, false],
        [pixel, false],
      ].sort(),
    );
    const asked = apns.requests.filter((token) => token === iphone).length;
    await notify(member);
    await runJobs(senders);
    expect(apns.requests.filter((token) => token === iphone)).toHaveLength(asked);
  });
});
