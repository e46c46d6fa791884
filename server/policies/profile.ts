import type { Actor } from "./actor";

export const PROFILE_ACTIONS = ["view", "update", "connect", "readBluesky"] as const;
export type ProfileAction = (typeof PROFILE_ACTIONS)[number];

/** A member's profile, named by its owner's user id. */
export interface ProfileAccess {
  kind: "profile";
  userId: string;
}

/**
 * Profiles are seen by members (not visitors); each member changes only their own, and reads
 * only their own Bluesky timeline (through the session their profile holds).
 */
export function canOnProfile(actor: Actor, action: ProfileAction, profile: ProfileAccess): boolean {
  if (actor.kind === "visitor") return false;
  const own = actor.id === profile.userId;
  switch (action) {
    case "view":
      return true;
    case "update":
    case "readBluesky":
      return own;
    case "connect":
      return !own;
  }
}
