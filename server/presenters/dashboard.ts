import { ONBOARDING_TASKS, onboardingProgress } from "../../shared/onboarding";
import type { OnboardingRow } from "../commands/sync-onboarding";
import type { MemberCommunity } from "../queries/member-communities";
import type { OwnEvent } from "../queries/member-events";

/**
 * An organisation list item (spec §3): id `group-{n}` / `partnership-{n}`, name, type (Group,
 * Subgroup, Partnership, Sub Partnership), the member's role, pictures; plus the numeric id and
 * the page it opens.
 */
export function presentOrganisationItem(type: "group" | "partnership", row: MemberCommunity) {
  const sub = row.parentId !== null;
  return {
    id: `${type}-${row.id}`,
    entityId: row.id,
    name: row.name,
    type: organisationType(type, sub),
    role: row.role,
    profileImage: row.profileImage,
    coverPhoto: row.coverPhoto,
    url: `/${type}s/${row.id}`,
  };
}

type OrganisationType = "Group" | "Subgroup" | "Partnership" | "Sub Partnership";

function organisationType(type: "group" | "partnership", sub: boolean): OrganisationType {
  if (type === "group") return sub ? "Subgroup" : "Group";
  return sub ? "Sub Partnership" : "Partnership";
}

/** The My Groups card: the first groups and how many the member has in all. */
export function presentDashboardGroups(page: { items: MemberCommunity[]; total: number }) {
  return { groups: page.items.map((row) => presentOrganisationItem("group", row)), total: page.total };
}

/** The My Partnerships card: the first partnerships and how many the member has in all. */
export function presentDashboardPartnerships(page: { items: MemberCommunity[]; total: number }) {
  return {
    partnerships: page.items.map((row) => presentOrganisationItem("partnership", row)),
    total: page.total,
  };
}

/** Spec §6: "Host", or the registration type capitalised (Attendee, Volunteer, Employee). */
export function eventRoleLabel(role: OwnEvent["role"]): string {
  return role === "host" ? "Host" : `${role.charAt(0).toUpperCase()}${role.slice(1)}`;
}

/** The My Events card: each event with the member's role label and its start (null: undated). */
export function presentDashboardEvents(rows: OwnEvent[]) {
  return {
    events: rows.map((row) => ({
      id: row.id,
      name: row.name,
      startDate: row.startDate?.toISOString() ?? null,
      imageUrl: row.eventImage,
      role: eventRoleLabel(row.role),
      url: `/events/${row.id}`,
    })),
  };
}

const FLAG_OF = {
  profileImage: "profileImageCompleted",
  coverPhoto: "coverPhotoCompleted",
  bio: "bioCompleted",
  communityJoined: "communityJoined",
  firstPost: "firstPostCompleted",
} as const satisfies Record<(typeof ONBOARDING_TASKS)[number]["key"], keyof OnboardingRow>;

/** The onboarding checklist: the five tasks, each done or not, and the rounded progress. */
export function presentOnboarding(row: OnboardingRow) {
  const tasks = ONBOARDING_TASKS.map((task) => ({
    key: task.key,
    label: task.label,
    href: task.href,
    done: row[FLAG_OF[task.key]],
  }));
  const completed = tasks.filter((task) => task.done).length;
  return {
    onboarding: {
      tasks,
      completed,
      total: tasks.length,
      progress: onboardingProgress(completed, tasks.length),
    },
  };
}

/** The groups and partnerships a member runs, as the event form offers them for organiser. */
export function presentOrganisers(groups: MemberCommunity[], partnerships: MemberCommunity[]) {
  return {
    organisers: [
      ...groups.map((row) => presentOrganisationItem("group", row)),
      ...partnerships.map((row) => presentOrganisationItem("partnership", row)),
    ],
  };
}
