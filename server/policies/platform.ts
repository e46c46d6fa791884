import type { Actor } from "./actor";

export const PLATFORM_ACTIONS = ["manageBetaSignups", "useDebugPages", "readDevMailbox"] as const;
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];

/**
 * The platform itself. `development` is true on a development install (NODE_ENV=development),
 * where the debug pages are open to everyone (decisions.md, "Debug pages"). `mailboxOnThisMachine`
 * is true for a request on the machine's own loopback, on an install without SMTP and without a
 * proxy in front (behind a proxy every request arrives on loopback, so loopback proves nothing).
 */
export interface PlatformAccess {
  kind: "platform";
  development: boolean;
  mailboxOnThisMachine: boolean;
}

/**
 * Platform-wide pages. The local development mailbox holds every kept e-mail, sign-up and reset
 * links included: platform admins read it anywhere, and the machine's own user on a fresh laptop
 * install, so that sign-up works there without SMTP.
 */
export function canOnPlatform(actor: Actor, action: PlatformAction, platform: PlatformAccess): boolean {
  const admin = actor.kind === "member" && actor.isPlatformAdmin;
  switch (action) {
    case "manageBetaSignups":
      return admin;
    case "useDebugPages":
      return admin || platform.development;
    case "readDevMailbox":
      return admin || platform.mailboxOnThisMachine;
  }
}
