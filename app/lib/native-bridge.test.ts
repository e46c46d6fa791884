import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The shell's push registration against stand-ins for the Capacitor plugins (which need a device)
 * and for the server: what it asks the member, and what it sends where.
 */

type Listener = (event: unknown) => void;
const listeners = new Map<string, Listener>();
const push = {
  addListener: vi.fn(async (name: string, listener: Listener) => {
    listeners.set(name, listener);
    return { remove: async () => undefined };
  }),
  checkPermissions: vi.fn(async () => ({ receive: "prompt" })),
  requestPermissions: vi.fn(async () => ({ receive: "granted" })),
  createChannel: vi.fn(async () => undefined),
  /** By default the device gets its token at once. */
  register: vi.fn(async () => {
    listeners.get("registration")?.({ value: "fcm-token:APA91b-test" });
  }),
};
vi.mock("@capacitor/push-notifications", () => ({ PushNotifications: push }));
vi.mock("@capacitor/app", () => ({
  App: { addListener: vi.fn(async () => ({ remove: async () => undefined })), getLaunchUrl: vi.fn() },
}));

let platforms: string[] = ["android", "ios"];
let sent: { method: string; path: string; body: unknown }[] = [];

function stubServer() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path: url.pathname, body });
      if (url.pathname === "/api/push/public-key") return Response.json({ publicKey: null, platforms });
      if (url.pathname === "/api/push/devices" && method === "POST") {
        return Response.json({ device: { platform: body.platform } }, { status: 201 });
      }
      return Response.json({ deleted: true });
    }),
  );
}

const devicePosts = () => sent.filter((r) => r.path === "/api/push/devices" && r.method === "POST");

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  listeners.clear();
  for (const fn of Object.values(push)) fn.mockClear();
  platforms = ["android", "ios"];
  sent = [];
  stubServer();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the native shell's push registration", () => {
  it("asks, registers and sends the token 3 s after sign-in when the server pushes to the platform", async () => {
    const { startNativePush } = await import("./native-bridge");
    startNativePush("android", "member-1");
    await vi.advanceTimersByTimeAsync(2900);
    expect(push.requestPermissions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(push.requestPermissions).toHaveBeenCalledOnce();
    expect(push.createChannel).toHaveBeenCalledWith(expect.objectContaining({ id: "updates" }));
    expect(devicePosts().map((r) => r.body)).toEqual([
      { platform: "android", token: "fcm-token:APA91b-test" },
    ]);
  });

  it("asks nothing and sends nothing when the server has no sender for the platform", async () => {
    platforms = ["android"];
    const { startNativePush } = await import("./native-bridge");
    startNativePush("ios", "member-1");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent.map((r) => r.path)).toEqual(["/api/push/public-key"]);
    expect(push.requestPermissions).not.toHaveBeenCalled();
    expect(push.register).not.toHaveBeenCalled();
  });

  it("sends nothing, and does not ask again, when the member refuses", async () => {
    push.requestPermissions.mockResolvedValueOnce({ receive: "denied" });
    const { startNativePush } = await import("./native-bridge");
    startNativePush("ios", "member-1");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(push.requestPermissions).toHaveBeenCalledOnce();
    expect(push.register).not.toHaveBeenCalled();
    expect(devicePosts()).toEqual([]);
  });

  it("tries again 5 times on iOS when the device gets no token, then stops", async () => {
    push.register.mockImplementation(async () => {
      listeners.get("registrationError")?.({ error: "no APNs connection" });
    });
    const { startNativePush } = await import("./native-bridge");
    startNativePush("ios", "member-1");
    await vi.advanceTimersByTimeAsync(120_000);
    expect(push.register).toHaveBeenCalledTimes(6);
    expect(devicePosts()).toEqual([]);
    push.register.mockReset();
  });

  it("starts once per member, and again for the next member on the device", async () => {
    push.register.mockImplementation(async () => {
      listeners.get("registration")?.({ value: "fcm-token:APA91b-test" });
    });
    const { startNativePush } = await import("./native-bridge");
    startNativePush("android", "member-1");
    startNativePush("android", "member-1");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(devicePosts()).toHaveLength(1);
    startNativePush("android", "member-2");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(devicePosts()).toHaveLength(2);
  });

  it("removes the registered token from the account before signing out", async () => {
    const { forgetNativeDevice, startNativePush } = await import("./native-bridge");
    startNativePush("android", "member-1");
    await vi.advanceTimersByTimeAsync(10_000);
    await forgetNativeDevice();
    expect(sent.at(-1)).toEqual({
      method: "DELETE",
      path: "/api/push/devices",
      body: { token: "fcm-token:APA91b-test" },
    });
  });
});
