import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render as renderInDom, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PushControl } from "./push-control";

/** The control as the settings page holds it, under a query client of its own. */
function render(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInDom(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

const PUBLIC_KEY = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";
const SUBSCRIPTION = {
  endpoint: "https://push.example.net/send/abc",
  keys: { p256dh: "BPublicKeyOfTheBrowser", auth: "authSecret16bytes" },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

/** A browser with the Push API: permission asked once, a service worker, a push manager. */
function stubBrowserPush(publicKey: string | null = PUBLIC_KEY) {
  let subscribed = false;
  const pushManager = {
    getSubscription: vi.fn(async () => (subscribed ? { ...SUBSCRIPTION, toJSON: () => SUBSCRIPTION } : null)),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      expect(options.applicationServerKey).toHaveLength(65);
      subscribed = true;
      return { ...SUBSCRIPTION, toJSON: () => SUBSCRIPTION };
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
    },
  });
  vi.stubGlobal("PushManager", class {});
  const requestPermission = vi.fn(async () => "granted");
  vi.stubGlobal("Notification", { permission: "default", requestPermission });
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://localhost"), init);
      const path = new URL(request.url, "http://localhost").pathname;
      const body = request.method === "GET" ? null : await request.json();
      sent.push({ method: request.method, path, body });
      if (path === "/api/push/public-key")
        return Response.json({ publicKey, platforms: publicKey ? ["web"] : [] });
      return Response.json({ subscription: { endpoint: SUBSCRIPTION.endpoint } }, { status: 201 });
    }),
  );
  return { sent, requestPermission, pushManager };
}

describe("the push control", () => {
  it("is not shown in a browser without the Push API", () => {
    const { container } = render(<PushControl />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says at once when the server has no push keys, with no button that could not work", async () => {
    const browser = stubBrowserPush(null);
    render(<PushControl />);
    expect(await screen.findByText("Push notifications are not set up on this server.")).toBeVisible();
    expect(screen.queryByRole("button")).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it("asks permission, subscribes with the server's key and registers the subscription 2 s later", async () => {
    const browser = stubBrowserPush();
    render(<PushControl />);
    const button = await screen.findByRole("button", { name: "Turn on push notifications" });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(browser.pushManager.subscribe).toHaveBeenCalled());
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.sent.some((request) => request.path === "/api/push/subscriptions")).toBe(false);
    expect(
      await screen.findByText("Push notifications are on for this browser.", {}, { timeout: 4000 }),
    ).toBeVisible();
    expect(browser.sent).toContainEqual({
      method: "POST",
      path: "/api/push/subscriptions",
      body: SUBSCRIPTION,
    });
  });
});
