/**
 * The five onboarding tasks of spec §9, in the order the checklist shows them, each with where it
 * is done: the settings tab that does it, the communities, or the dashboard's post form.
 */
export const ONBOARDING_TASKS = [
  { key: "profileImage", label: "Add a profile image", href: "/profile/settings?tab=avatar" },
  { key: "coverPhoto", label: "Add a cover photo", href: "/profile/settings?tab=general" },
  { key: "bio", label: "Write your bio", href: "/profile/settings?tab=general" },
  { key: "communityJoined", label: "Join a community", href: "/groups" },
  { key: "firstPost", label: "Make your first post", href: "/dashboard#post-form" },
] as const;

export type OnboardingTaskKey = (typeof ONBOARDING_TASKS)[number]["key"];

/** Progress as the rounded share of tasks done (spec §4), in percent. */
export function onboardingProgress(done: number, total: number): number {
  return total === 0 ? 100 : Math.round((done / total) * 100);
}
