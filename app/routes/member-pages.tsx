import type { ReactElement } from "react";
import { lazyScene } from "./lazy-scene";

// Each members' page is its own chunk, as every page is (routes/index.tsx); this module, loaded
// with the signed-in shell, holds their table.
const CompleteProfileScene = lazyScene("scenes/CompleteProfile/index.tsx", () =>
  import("../scenes/CompleteProfile").then((m) => m.CompleteProfileScene),
);
const DashboardScene = lazyScene("scenes/Dashboard/index.tsx", () =>
  import("../scenes/Dashboard").then((m) => m.DashboardScene),
);
const ProfileSettingsScene = lazyScene("scenes/ProfileSettings/index.tsx", () =>
  import("../scenes/ProfileSettings").then((m) => m.ProfileSettingsScene),
);
const CommunitiesScene = lazyScene("scenes/Communities/index.tsx", () =>
  import("../scenes/Communities").then((m) => m.CommunitiesScene),
);
const CommunityScene = lazyScene("scenes/Community/index.tsx", () =>
  import("../scenes/Community").then((m) => m.CommunityScene),
);
const CommunityFormScene = lazyScene("scenes/CommunityForm/index.tsx", () =>
  import("../scenes/CommunityForm").then((m) => m.CommunityFormScene),
);
const EventsScene = lazyScene("scenes/Events/index.tsx", () =>
  import("../scenes/Events").then((m) => m.EventsScene),
);
const EventScene = lazyScene("scenes/Event/index.tsx", () =>
  import("../scenes/Event").then((m) => m.EventScene),
);
const VolunteerHistoryScene = lazyScene("scenes/VolunteerHistory/index.tsx", () =>
  import("../scenes/VolunteerHistory").then((m) => m.VolunteerHistoryScene),
);
const EventCheckInScene = lazyScene("scenes/EventCheckIn/index.tsx", () =>
  import("../scenes/EventCheckIn").then((m) => m.EventCheckInScene),
);
const EventCheckInPosterScene = lazyScene("scenes/EventCheckIn/poster.tsx", () =>
  import("../scenes/EventCheckIn/poster").then((m) => m.EventCheckInPosterScene),
);
const EventVolunteersScene = lazyScene("scenes/EventVolunteers/index.tsx", () =>
  import("../scenes/EventVolunteers").then((m) => m.EventVolunteersScene),
);
const EventFormScene = lazyScene("scenes/EventForm/index.tsx", () =>
  import("../scenes/EventForm").then((m) => m.EventFormScene),
);
const EventSubgroupScene = lazyScene("scenes/EventSubgroup/index.tsx", () =>
  import("../scenes/EventSubgroup").then((m) => m.EventSubgroupScene),
);
const EventSubgroupFormScene = lazyScene("scenes/EventSubgroupForm/index.tsx", () =>
  import("../scenes/EventSubgroupForm").then((m) => m.EventSubgroupFormScene),
);
const RestrictedScene = lazyScene("scenes/Restricted/index.tsx", () =>
  import("../scenes/Restricted").then((m) => m.RestrictedScene),
);
const EventAdminTestScene = lazyScene("scenes/Debug/event-admin-test.tsx", () =>
  import("../scenes/Debug/event-admin-test").then((m) => m.EventAdminTestScene),
);
const EntityPostsScene = lazyScene("scenes/Debug/entity-posts.tsx", () =>
  import("../scenes/Debug/entity-posts").then((m) => m.EntityPostsScene),
);
const SmartLinksScene = lazyScene("scenes/Debug/smart-links.tsx", () =>
  import("../scenes/Debug/smart-links").then((m) => m.SmartLinksScene),
);
const SocialSharingScene = lazyScene("scenes/Debug/social-sharing.tsx", () =>
  import("../scenes/Debug/social-sharing").then((m) => m.SocialSharingScene),
);
const PostDebugScene = lazyScene("scenes/Debug/post-debug.tsx", () =>
  import("../scenes/Debug/post-debug").then((m) => m.PostDebugScene),
);
const PostScene = lazyScene("scenes/Post/index.tsx", () => import("../scenes/Post").then((m) => m.PostScene));
const ProfileScene = lazyScene("scenes/Profile/index.tsx", () =>
  import("../scenes/Profile").then((m) => m.ProfileScene),
);
const MembersScene = lazyScene("scenes/Members/index.tsx", () =>
  import("../scenes/Members").then((m) => m.MembersScene),
);
const ConnectionsScene = lazyScene("scenes/Connections/index.tsx", () =>
  import("../scenes/Connections").then((m) => m.ConnectionsScene),
);
const EntityStorageScene = lazyScene("scenes/EntityStorage/index.tsx", () =>
  import("../scenes/EntityStorage").then((m) => m.EntityStorageScene),
);
const NotificationsScene = lazyScene("scenes/Notifications/index.tsx", () =>
  import("../scenes/Notifications").then((m) => m.NotificationsScene),
);
const ReportsScene = lazyScene("scenes/Reports/index.tsx", () =>
  import("../scenes/Reports").then((m) => m.ReportsScene),
);
const ImpactReportScene = lazyScene("scenes/ImpactReport/index.tsx", () =>
  import("../scenes/ImpactReport").then((m) => m.ImpactReportScene),
);
const BetaManagementScene = lazyScene("scenes/BetaManagement/index.tsx", () =>
  import("../scenes/BetaManagement").then((m) => m.BetaManagementScene),
);
const MobilePreviewScene = lazyScene("scenes/MobilePreview/index.tsx", () =>
  import("../scenes/MobilePreview").then((m) => m.MobilePreviewScene),
);
const BlueskyFeedScene = lazyScene("scenes/BlueskyFeed/index.tsx", () =>
  import("../scenes/BlueskyFeed").then((m) => m.BlueskyFeedScene),
);
const WorkspaceScene = lazyScene("scenes/Workspace/index.tsx", () =>
  import("../scenes/Workspace").then((m) => m.WorkspaceScene),
);

/** Every members' page by name, as routes/index.tsx places them. */
const PAGES = {
  "complete-profile": <CompleteProfileScene />,
  dashboard: <DashboardScene />,
  "profile-settings": <ProfileSettingsScene />,
  profile: <ProfileScene />,
  communities: <CommunitiesScene />,
  group: <CommunityScene type="group" />,
  partnership: <CommunityScene type="partnership" />,
  "group-create": <CommunityFormScene type="group" mode="create" />,
  "partnership-create": <CommunityFormScene type="partnership" mode="create" />,
  "group-edit": <CommunityFormScene type="group" mode="edit" />,
  "partnership-edit": <CommunityFormScene type="partnership" mode="edit" />,
  "group-create-subgroup": <CommunityFormScene type="group" mode="child" />,
  "partnership-create-subpartnership": <CommunityFormScene type="partnership" mode="child" />,
  events: <EventsScene />,
  event: <EventScene />,
  "event-volunteers": <EventVolunteersScene />,
  "event-check-in": <EventCheckInScene />,
  "volunteer-history": <VolunteerHistoryScene />,
  "event-check-in-poster": <EventCheckInPosterScene />,
  "event-create": <EventFormScene mode="create" />,
  "event-edit": <EventFormScene mode="edit" />,
  "event-subgroup": <EventSubgroupScene />,
  "event-create-subgroup": <EventSubgroupFormScene mode="create" />,
  "event-subgroup-edit": <EventSubgroupFormScene mode="edit" />,
  restricted: <RestrictedScene />,
  post: <PostScene />,
  "debug-event-admin-test": <EventAdminTestScene />,
  "debug-entity-posts": <EntityPostsScene />,
  "demo-smart-links": <SmartLinksScene />,
  "test-social-sharing": <SocialSharingScene />,
  "post-debug": <PostDebugScene />,
  members: <MembersScene />,
  connections: <ConnectionsScene />,
  notifications: <NotificationsScene />,
  "bluesky-feed": <BlueskyFeedScene />,
  reports: <ReportsScene />,
  "beta-management": <BetaManagementScene />,
  "group-report": <ImpactReportScene type="group" />,
  "partnership-report": <ImpactReportScene type="partnership" />,
  "event-report": <ImpactReportScene type="event" />,
  "group-storage": <EntityStorageScene type="group" />,
  "partnership-storage": <EntityStorageScene type="partnership" />,
  "event-storage": <EntityStorageScene type="event" />,
  "group-workspace": <WorkspaceScene type="group" />,
  "partnership-workspace": <WorkspaceScene type="partnership" />,
  "event-workspace": <WorkspaceScene type="event" />,
  // Also a development install's visitors' (routes/index.tsx).
  "mobile-preview": <MobilePreviewScene />,
} satisfies Record<string, ReactElement>;

export type MemberPageName = keyof typeof PAGES;

/** The members' page of a route. */
export function MemberPage({ page }: { page: MemberPageName }) {
  return PAGES[page];
}

/** Pages by path, to fetch a page's code beside the shell's; a last segment that is an id reads `:id`. */
const BY_PATH: Record<string, { preload: () => Promise<unknown> }> = {
  "/communities": CommunitiesScene,
  "/events": EventsScene,
  "/events/:id": EventScene,
  "/groups/:id": CommunityScene,
  "/partnerships/:id": CommunityScene,
  "/complete-profile": CompleteProfileScene,
  "/dashboard": DashboardScene,
  "/profile/settings": ProfileSettingsScene,
  "/settings": ProfileSettingsScene,
  "/posts/:id": PostScene,
  "/profile": ProfileScene,
  "/profile/:id": ProfileScene,
  "/members": MembersScene,
  "/connections": ConnectionsScene,
  "/notifications": NotificationsScene,
  "/bluesky-feed": BlueskyFeedScene,
  "/reports": ReportsScene,
  "/admin/beta-management": BetaManagementScene,
};

/** Starts loading the code of the page at `pathname`, if it is a members' page. */
export function preloadMemberPage(pathname: string): void {
  const page = BY_PATH[pathname] ?? BY_PATH[pathname.replace(/\/[^/]+$/, "/:id")];
  void page?.preload().catch(() => undefined);
}
