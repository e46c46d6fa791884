import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "../../../shared/schemas/push";
import type { AppEnv } from "../../context";
import { userPushTokens } from "../../db/schema";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { enqueueJob } from "../../jobs/queue";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { PUSH_TEST_JOB } from "../../notifications/push-job";
import { resolveVapidKeys } from "../../notifications/vapid";
import { authorize } from "../../policies";
import {
  presentPushPublicKey,
  presentPushSubscription,
  presentPushUnsubscribed,
} from "../../presenters/push-subscription";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * May the server POST to this push endpoint? https only: every browser's push service is. Plain
 * http only to loopback and only in test installs, where the tests' receiver listens
 * (decisions.md "Push notifications (issue 10)").
 */
export function pushEndpointAllowed(endpoint: string, config: Config): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && config.NODE_ENV === "test" && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Web Push registration (issue 10, item 5), mounted at /api/push: the server's VAPID public key,
 * and the signed-in member's own subscriptions, kept in user_push_tokens with platform 'web'.
 */
export const pushRoutes = new Hono<AppEnv>()
  // Null when this install has no VAPID keys (production without them): the browser hides push.
  .get("/public-key", requireSession, async (c) => {
    const { member, deps } = c.var;
    authorize(member, "create", { kind: "pushSubscription", userId: member.id });
    return c.json(presentPushPublicKey(resolveVapidKeys(deps.config, deps.secret)?.publicKey ?? null));
  })
  .post("/subscriptions", requireSession, validate("json", pushSubscriptionSchema), async (c) => {
    const { member, deps } = c.var;
    const input = c.req.valid("json");
    authorize(member, "create", { kind: "pushSubscription", userId: member.id });
    if (!resolveVapidKeys(deps.config, deps.secret)) {
      throw new AppError("service_unavailable", "Push notifications are not set up on this server.");
    }
    if (!pushEndpointAllowed(input.endpoint, deps.config)) {
      throw new AppError("validation_failed", "The push endpoint must be an https URL.", [
        { path: "endpoint", message: "The push endpoint must be an https URL." },
      ]);
    }
    const userAgent = c.req.header("user-agent")?.slice(0, 500) ?? null;
    const row = await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ userId: userPushTokens.userId, isActive: userPushTokens.isActive })
        .from(userPushTokens)
        .where(eq(userPushTokens.deviceId, input.endpoint))
        .for("update");
      // The endpoint names one browser profile: whoever registers it last is its member.
      const values = {
        userId: member.id,
        platform: "web",
        deviceId: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent,
        isActive: true,
      };
      const [saved] = await tx
        .insert(userPushTokens)
        .values(values)
        .onConflictDoUpdate({ target: userPushTokens.deviceId, set: { ...values, updatedAt: new Date() } })
        .returning();
      if (!saved) throw new Error("push subscription not saved");
      // Spec §4: registering a device sends a test notification; registering it again does not.
      const isNew = !before || before.userId !== member.id || !before.isActive;
      if (isNew) await enqueueJob(tx, PUSH_TEST_JOB, { tokenId: saved.id });
      return { saved, isNew };
    });
    return c.json({ subscription: presentPushSubscription(row.saved) }, row.isNew ? 201 : 200);
  })
  // Idempotent: an endpoint that is not the member's own (or no longer exists) deletes nothing.
  .delete("/subscriptions", requireSession, validate("json", pushUnsubscribeSchema), async (c) => {
    const { member, deps } = c.var;
    const { endpoint } = c.req.valid("json");
    authorize(member, "delete", { kind: "pushSubscription", userId: member.id });
    const removed = await deps.db
      .delete(userPushTokens)
      .where(and(eq(userPushTokens.deviceId, endpoint), eq(userPushTokens.userId, member.id)))
      .returning({ id: userPushTokens.id });
    return c.json(presentPushUnsubscribed(removed.length > 0));
  });
