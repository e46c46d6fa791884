import { Hono } from "hono";
import type { PushPlatform } from "../../../shared/enums";
import {
  pushDeviceRemovalSchema,
  pushDeviceSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "../../../shared/schemas/push";
import { registerPushToken, removePushToken } from "../../commands/push-tokens";
import type { AppEnv } from "../../context";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { isPublicHost } from "../../lib/public-address";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { nativePushPlatforms } from "../../notifications/native-senders";
import { resolveVapidKeys } from "../../notifications/vapid";
import { authorize } from "../../policies";
import {
  presentPushDevice,
  presentPushPublicKey,
  presentPushSubscription,
  presentPushUnsubscribed,
} from "../../presenters/push-subscription";

/**
 * May the server POST to this push endpoint? A member chose it, so only a public https address on
 * port 443 (every browser's push service is one), resolved now; the sender checks again the
 * address it connects to. The hosts of PUSH_ALLOW_HOSTS (tests' receiver on loopback, never in
 * production) on any port, http too (decisions.md "Push notifications (issue 10)").
 */
export async function pushEndpointAllowed(endpoint: string, config: Config): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (config.PUSH_ALLOW_HOSTS.includes(url.host))
    return url.protocol === "https:" || url.protocol === "http:";
  return url.protocol === "https:" && url.port === "" && (await isPublicHost(url.hostname));
}

const PUSH_ENDPOINT_REFUSED = "The push endpoint must be a public https address.";

const NATIVE_PLATFORM_NAMES = { ios: "iOS", android: "Android" } as const;

/**
 * Push registration (issue 10), mounted at /api/push: how this install pushes, the signed-in
 * member's own browser subscriptions (platform `web`) and the native shell's device tokens
 * (`ios`, `android`), all kept in user_push_tokens.
 */
export const pushRoutes = new Hono<AppEnv>()
  // publicKey is null when this install has no VAPID keys (production without them): the browser
  // hides push. platforms says where a push can go, so the native shell knows whether to register.
  .get("/public-key", requireSession, async (c) => {
    const { member, deps } = c.var;
    authorize(member, "create", { kind: "pushSubscription", userId: member.id });
    const publicKey = resolveVapidKeys(deps.config, deps.secret)?.publicKey ?? null;
    const platforms: PushPlatform[] = [
      ...(publicKey ? (["web"] as const) : []),
      ...nativePushPlatforms(deps.config),
    ];
    return c.json(presentPushPublicKey(publicKey, platforms));
  })
  .post("/subscriptions", requireSession, validate("json", pushSubscriptionSchema), async (c) => {
    const { member, deps } = c.var;
    const input = c.req.valid("json");
    authorize(member, "create", { kind: "pushSubscription", userId: member.id });
    if (!resolveVapidKeys(deps.config, deps.secret)) {
      throw new AppError("service_unavailable", "Push notifications are not set up on this server.");
    }
    if (!(await pushEndpointAllowed(input.endpoint, deps.config))) {
      throw new AppError("validation_failed", PUSH_ENDPOINT_REFUSED, [
        { path: "endpoint", message: PUSH_ENDPOINT_REFUSED },
      ]);
    }
    // The endpoint names one browser profile: whoever registers it last is its member.
    const { saved, isNew } = await registerPushToken(deps.db, member.id, {
      platform: "web",
      deviceId: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
    });
    return c.json({ subscription: presentPushSubscription(saved) }, isNew ? 201 : 200);
  })
  // Idempotent: an endpoint that is not the member's own (or no longer exists) deletes nothing.
  .delete("/subscriptions", requireSession, validate("json", pushUnsubscribeSchema), async (c) => {
    const { member, deps } = c.var;
    const { endpoint } = c.req.valid("json");
    authorize(member, "delete", { kind: "pushSubscription", userId: member.id });
    return c.json(presentPushUnsubscribed(await removePushToken(deps.db, member.id, endpoint)));
  })
  // The native shell registers its APNs or FCM token 3 s after sign-in (spec §4 "Push"); 201 and
  // the test notification when the device is new to the member, 200 when it only registers again.
  .post("/devices", requireSession, validate("json", pushDeviceSchema), async (c) => {
    const { member, deps } = c.var;
    const input = c.req.valid("json");
    authorize(member, "create", { kind: "pushSubscription", userId: member.id });
    if (!nativePushPlatforms(deps.config).includes(input.platform)) {
      throw new AppError(
        "service_unavailable",
        `Push notifications for ${NATIVE_PLATFORM_NAMES[input.platform]} are not set up on this server.`,
      );
    }
    // A token names one app install: whoever registers it last is its member.
    const { saved, isNew } = await registerPushToken(deps.db, member.id, {
      platform: input.platform,
      deviceId: input.token,
      p256dh: null,
      auth: null,
      userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
    });
    return c.json({ device: presentPushDevice(saved) }, isNew ? 201 : 200);
  })
  // Idempotent, as for subscriptions: someone else's token (or none) deletes nothing.
  .delete("/devices", requireSession, validate("json", pushDeviceRemovalSchema), async (c) => {
    const { member, deps } = c.var;
    const { token } = c.req.valid("json");
    authorize(member, "delete", { kind: "pushSubscription", userId: member.id });
    return c.json(presentPushUnsubscribed(await removePushToken(deps.db, member.id, token)));
  });
