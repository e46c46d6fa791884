import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { canOnPlatform, PLATFORM_ACTIONS, type PlatformAccess } from "./platform";

const member = (isPlatformAdmin: boolean): Actor => ({
  kind: "member",
  id: "m",
  email: "m@example.org",
  emailVerified: true,
  name: "M",
  isPlatformAdmin,
});
const platform = (development: boolean, mailboxOnThisMachine: boolean): PlatformAccess => ({
  kind: "platform",
  development,
  mailboxOnThisMachine,
});

describe("platform policy: every actor × action × install", () => {
  const cases: [string, Actor, PlatformAccess, string][] = [
    ["a visitor, production", { kind: "visitor" }, platform(false, false), ""],
    ["a member, production", member(false), platform(false, false), ""],
    [
      "a platform admin, production",
      member(true),
      platform(false, false),
      "manageBetaSignups useDebugPages readDevMailbox",
    ],
    // Debug pages are open to everyone in development; the beta list never is.
    ["a visitor, development", { kind: "visitor" }, platform(true, false), "useDebugPages"],
    // The mailbox opens to the machine's own user on an install without SMTP or proxy.
    ["a visitor on this machine", { kind: "visitor" }, platform(false, true), "readDevMailbox"],
    ["a member on this machine", member(false), platform(false, true), "readDevMailbox"],
  ];
  for (const [name, actor, access, allowedList] of cases) {
    it(name, () => {
      const allowed = new Set(allowedList.split(" ").filter(Boolean));
      expect(
        Object.fromEntries(PLATFORM_ACTIONS.map((action) => [action, canOnPlatform(actor, action, access)])),
      ).toEqual(Object.fromEntries(PLATFORM_ACTIONS.map((action) => [action, allowed.has(action)])));
    });
  }
});
