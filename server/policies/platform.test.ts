import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { canOnPlatform, PLATFORM_ACTIONS, type PlatformAccess } from "./platform";

const visitor: Actor = { kind: "visitor" };
const member = (isPlatformAdmin: boolean): Actor => ({
  kind: "member",
  id: "m",
  email: "m@example.org",
  emailVerified: true,
  name: "M",
  isPlatformAdmin,
});
const platform = (
  development: boolean,
  mailboxEnabled: boolean,
  mailboxKeyGiven: boolean,
): PlatformAccess => ({ kind: "platform", development, mailboxEnabled, mailboxKeyGiven });

/** Installs and requests, by what platformAccessOf would find (server/lib/platform-access.ts). */
const installs = {
  // NODE_ENV=production and DEV_MAILBOX unset (off), a request from elsewhere.
  production: platform(false, false, false),
  // The same install, a request with the mailbox key: the mailbox stays shut all the same.
  "production, with the key": platform(false, false, true),
  // DEV_MAILBOX=on in production, a request without the key.
  "production with DEV_MAILBOX=on": platform(false, true, false),
  "production with DEV_MAILBOX=on, with the key": platform(false, true, true),
  // NODE_ENV=development: DEV_MAILBOX is on unless set off.
  development: platform(true, true, false),
  "development, with the key": platform(true, true, true),
  "development with DEV_MAILBOX=off, with the key": platform(true, false, true),
};

describe("platform policy: every actor × action × install", () => {
  const admin = "manageBetaSignups useDebugPages readDevMailbox moderateProfilePosts createCommunity";
  const cases: [string, Actor, keyof typeof installs, string][] = [
    ["a visitor", visitor, "production", ""],
    ["a member", member(false), "production", "createCommunity"],
    // With DEV_MAILBOX off nobody reads the mailbox, platform admins included.
    [
      "a platform admin",
      member(true),
      "production",
      "manageBetaSignups useDebugPages moderateProfilePosts createCommunity",
    ],
    ["a visitor", visitor, "production, with the key", ""],
    ["a member", member(false), "production, with the key", "createCommunity"],
    [
      "a platform admin",
      member(true),
      "production, with the key",
      "manageBetaSignups useDebugPages moderateProfilePosts createCommunity",
    ],
    // Turned on: platform admins, and others only with the key.
    ["a visitor", visitor, "production with DEV_MAILBOX=on", ""],
    ["a member", member(false), "production with DEV_MAILBOX=on", "createCommunity"],
    ["a platform admin", member(true), "production with DEV_MAILBOX=on", admin],
    ["a visitor", visitor, "production with DEV_MAILBOX=on, with the key", "readDevMailbox"],
    [
      "a member",
      member(false),
      "production with DEV_MAILBOX=on, with the key",
      "readDevMailbox createCommunity",
    ],
    ["a platform admin", member(true), "production with DEV_MAILBOX=on, with the key", admin],
    // Debug pages are open to everyone in development; the beta list never is.
    ["a visitor", visitor, "development", "useDebugPages"],
    ["a member", member(false), "development", "useDebugPages createCommunity"],
    ["a platform admin", member(true), "development", admin],
    ["a visitor", visitor, "development, with the key", "useDebugPages readDevMailbox"],
    ["a member", member(false), "development, with the key", "useDebugPages readDevMailbox createCommunity"],
    ["a platform admin", member(true), "development, with the key", admin],
    ["a visitor", visitor, "development with DEV_MAILBOX=off, with the key", "useDebugPages"],
    [
      "a member",
      member(false),
      "development with DEV_MAILBOX=off, with the key",
      "useDebugPages createCommunity",
    ],
    [
      "a platform admin",
      member(true),
      "development with DEV_MAILBOX=off, with the key",
      "manageBetaSignups useDebugPages moderateProfilePosts createCommunity",
    ],
  ];
  for (const [name, actor, install, allowedList] of cases) {
    it(`${name}, ${install}`, () => {
      const allowed = new Set(allowedList.split(" ").filter(Boolean));
      const access = installs[install];
      expect(
        Object.fromEntries(PLATFORM_ACTIONS.map((action) => [action, canOnPlatform(actor, action, access)])),
      ).toEqual(Object.fromEntries(PLATFORM_ACTIONS.map((action) => [action, allowed.has(action)])));
    });
  }
});
