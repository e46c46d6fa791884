import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

export type DashboardGroups = InferResponseType<typeof api.dashboard.groups.$get, 200>;
export type DashboardPartnerships = InferResponseType<typeof api.dashboard.partnerships.$get, 200>;
export type DashboardEvents = InferResponseType<typeof api.dashboard.events.$get, 200>;
/** A group or partnership on the dashboard (spec §3 "Organisation list item"). */
export type OrganisationItem = DashboardGroups["groups"][number];
export type DashboardEvent = DashboardEvents["events"][number];

export const dashboardKeys = {
  all: ["dashboard"] as const,
  groups: () => [...dashboardKeys.all, "groups"] as const,
  partnerships: () => [...dashboardKeys.all, "partnerships"] as const,
  events: () => [...dashboardKeys.all, "events"] as const,
};

/** The member's first groups and how many they have in all (spec §9: 5). */
export const dashboardGroupsQueryOptions = queryOptions({
  queryKey: dashboardKeys.groups(),
  queryFn: async () => readJson<DashboardGroups>(await api.dashboard.groups.$get()),
});

/** The member's first partnerships and how many they have in all (spec §9: 5, cached 5 minutes). */
export const dashboardPartnershipsQueryOptions = queryOptions({
  queryKey: dashboardKeys.partnerships(),
  queryFn: async () => readJson<DashboardPartnerships>(await api.dashboard.partnerships.$get()),
  staleTime: 5 * 60 * 1000,
});

/** The events the member hosts or registered for, soonest first, undated last (spec §9: 4). */
export const dashboardEventsQueryOptions = queryOptions({
  queryKey: dashboardKeys.events(),
  queryFn: async () => readJson<DashboardEvents>(await api.dashboard.events.$get()),
});

/** The My Groups card's data. */
export function useDashboardGroupsQuery() {
  return useQuery(dashboardGroupsQueryOptions);
}

/** The My Partnerships card's data. */
export function useDashboardPartnershipsQuery() {
  return useQuery(dashboardPartnershipsQueryOptions);
}

/** The My Events card's data. */
export function useDashboardEventsQuery() {
  return useQuery(dashboardEventsQueryOptions);
}
