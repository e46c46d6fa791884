import { describe, expect, it } from "vitest";
import { inAppPath, pushLink } from "./deep-link";

const ORIGIN = "https://app.example.org";

describe("the in-app path of a link", () => {
  it("keeps a same-origin path with its query and fragment", () => {
    expect(inAppPath("/events/42", ORIGIN)).toBe("/events/42");
    expect(inAppPath("/posts/7?comment=3#c3", ORIGIN)).toBe("/posts/7?comment=3#c3");
  });

  it("opens an https link to this install at its path", () => {
    expect(inAppPath("https://app.example.org/events/42?tab=shifts", ORIGIN)).toBe("/events/42?tab=shifts");
  });

  it("opens the app's scheme at the path it names", () => {
    expect(inAppPath("commonground://events/42", ORIGIN)).toBe("/events/42");
    expect(inAppPath("commonground:///events/42", ORIGIN)).toBe("/events/42");
    expect(inAppPath("commonground://dashboard", ORIGIN)).toBe("/dashboard");
    expect(inAppPath("commonground://profile/settings?tab=avatar", ORIGIN)).toBe(
      "/profile/settings?tab=avatar",
    );
  });

  it("refuses anything that would leave the app", () => {
    for (const link of [
      "https://evil.example/events/42",
      "http://app.example.org.evil.example/x",
      "//evil.example/x",
      "/\\evil.example/x",
      "javascript:alert(1)",
      "data:text/html,hi",
      "not a link",
      "",
      null,
      undefined,
    ]) {
      expect(inAppPath(link, ORIGIN)).toBeNull();
    }
  });
});

describe("the link of a tapped push", () => {
  it("is the url beside the payload's other fields, as both senders put it", () => {
    // APNs (server/notifications/apns-sender.ts): { aps, url, data }.
    expect(pushLink({ aps: { alert: {} }, url: "/events/1", data: { type: "x" } })).toBe("/events/1");
    // FCM (fcm-sender.ts): data { url, notification_id, type }.
    expect(pushLink({ url: "/posts/2", notification_id: "9", type: "comment" })).toBe("/posts/2");
  });

  it("is nothing when the payload has none", () => {
    expect(pushLink(undefined)).toBeNull();
    expect(pushLink({ url: 42 })).toBeNull();
    expect(pushLink("x")).toBeNull();
  });
});
