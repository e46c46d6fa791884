import { type Actor, isSelf } from "./actor";

export const DASHBOARD_ACTIONS = ["view", "sync"] as const;
export type DashboardAction = (typeof DASHBOARD_ACTIONS)[number];

/** A member's dashboard: their cards (groups, partnerships, events) and onboarding checklist. */
export interface DashboardAccess {
  kind: "dashboard";
  userId: string;
}

/**
 * Spec §6: dashboard data is scoped to the current member. Each member reads their own cards and
 * re-derives their own checklist; nobody else does, platform admins included.
 */
export function canOnDashboard(actor: Actor, _action: DashboardAction, dashboard: DashboardAccess): boolean {
  return isSelf(actor, dashboard.userId);
}
