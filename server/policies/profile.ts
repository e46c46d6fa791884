import type { Actor } from "./actor";

export const PROFILE_ACTIONS = ["view", "update", "connect"] as const;
export type ProfileAction = (typeof PROFILE_ACTIONS)[number];

/** A member's profile, named by its owner's user id. */
export interface ProfileAccess {
  kind: "profile";
  userId: string;
}

/** Profiles are seen by members (not visitors); each member changes only their own. */
export function canOnProfile(actor: Actor, action: ProfileAction, profile: ProfileAccess): boolean {
  if (actor.kind === "visitor") return false;
  const own = actor.id === profile.userId;
  switch (action) {
    case "view":
      return true;
    case "update":
      return own;
    case "connect":
      return !own;
  }
}
