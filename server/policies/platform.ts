import type { Actor } from "./actor";

export const PLATFORM_ACTIONS = [
  "manageBetaSignups",
  "useDebugPages",
  "readDevMailbox",
  "moderateProfilePosts",
  "createCommunity",
] as const;
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];

/**
 * The platform itself. `development` is true on a development install (NODE_ENV=development),
 * where the debug pages are open to everyone (decisions.md, "Debug pages"). `mailboxEnabled` is
 * DEV_MAILBOX (off in production unless set on). `mailboxKeyGiven` is true for a request that
 * carries the key printed on the server's console at start-up, on an install without SMTP.
 */
export interface PlatformAccess {
  kind: "platform";
  development: boolean;
  mailboxEnabled: boolean;
  mailboxKeyGiven: boolean;
}

/**
 * Platform-wide pages. The local development mailbox holds every recorded e-mail, sign-up and
 * reset links included, so reading it is taking over any account: where DEV_MAILBOX is on,
 * platform admins read it, and whoever holds the key the server printed on its console (the
 * person who started it on a fresh laptop install, so that sign-up works there without SMTP);
 * where it is off, nobody does, platform admins included.
 */
export function canOnPlatform(actor: Actor, action: PlatformAction, platform: PlatformAccess): boolean {
  const admin = actor.kind === "member" && actor.isPlatformAdmin;
  switch (action) {
    case "manageBetaSignups":
    // Reports of posts and comments on members' profiles belong to no community: platform admins
    // answer them (decisions.md, "Moderation").
    case "moderateProfilePosts":
      return admin;
    case "useDebugPages":
      return admin || platform.development;
    case "readDevMailbox":
      return platform.mailboxEnabled && (admin || platform.mailboxKeyGiven);
    // Any member may start a group or a partnership and runs it as its owner.
    case "createCommunity":
      return actor.kind === "member";
  }
}
