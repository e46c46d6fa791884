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
  mailboxOnThisMachine: boolean,
): PlatformAccess => ({ kind: "platform", development, mailboxEnabled, mailboxOnThisMachine });

/** Installs and requests, by what platformAccessOf would find (server/lib/platform-access.ts). */
const installs = {
  // NODE_ENV=production and DEV_MAILBOX unset (off), a request from elsewhere.
  production: platform(false, false, false),
  // The same install, a request over its own loopback: the mailbox stays shut all the same.
  "production, on this machine": platform(false, false, true),
  // DEV_MAILBOX=on in production, a request from elsewhere (or through a proxy).
  "production with DEV_MAILBOX=on": platform(false, true, false),
  "production with DEV_MAILBOX=on, on this machine": platform(false, true, true),
  // NODE_ENV=development: DEV_MAILBOX is on unless set off.
  development: platform(true, true, false),
  "development, on this machine": platform(true, true, true),
  "development with DEV_MAILBOX=off, on this machine": platform(true, false, true),
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
    ["a visitor", visitor, "production, on this machine", ""],
    ["a member", member(false), "production, on this machine", "createCommunity"],
    [
      "a platform admin",
      member(true),
      "production, on this machine",
      "manageBetaSignups useDebugPages moderateProfilePosts createCommunity",
    ],
    // Turned on: platform admins from anywhere, others only from this machine.
    ["a visitor", visitor, "production with DEV_MAILBOX=on", ""],
    ["a member", member(false), "production with DEV_MAILBOX=on", "createCommunity"],
    ["a platform admin", member(true), "production with DEV_MAILBOX=on", admin],
    ["a visitor", visitor, "production with DEV_MAILBOX=on, on this machine", "readDevMailbox"],
    [
      "a member",
      member(false),
      "production with DEV_MAILBOX=on, on this machine",
      "readDevMailbox createCommunity",
    ],
    ["a platform admin", member(true), "production with DEV_MAILBOX=on, on this machine", admin],
    // Debug pages are open to everyone in development; the beta list never is.
    ["a visitor", visitor, "development", "useDebugPages"],
    ["a member", member(false), "development", "useDebugPages createCommunity"],
    ["a platform admin", member(true), "development", admin],
    ["a visitor", visitor, "development, on this machine", "useDebugPages readDevMailbox"],
    [
      "a member",
      member(false),
      "development, on this machine",
      "useDebugPages readDevMailbox createCommunity",
    ],
    ["a platform admin", member(true), "development, on this machine", admin],
    ["a visitor", visitor, "development with DEV_MAILBOX=off, on this machine", "useDebugPages"],
    [
      "a member",
      member(false),
      "development with DEV_MAILBOX=off, on this machine",
      "useDebugPages createCommunity",
    ],
    [
      "a platform admin",
      member(true),
      "development with DEV_MAILBOX=off, on this machine",
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
