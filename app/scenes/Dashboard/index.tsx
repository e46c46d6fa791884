import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { ActivityFeed } from "../../components/posts/activity-feed";
import { PostComposer } from "../../components/posts/post-composer";
import { useIsMobile } from "../../hooks/use-is-mobile";
import { PageMeta } from "../../lib/page-meta";
import { useMeQuery } from "../../queries/me";
import { IosAppCard } from "./ios-app-card";
import { MyEventsCard } from "./my-events-card";
import { MyGroupsCard } from "./my-groups-card";
import { MyPartnershipsCard } from "./my-partnerships-card";
import {
  CompactOnboardingChecklist,
  OnboardingChecklist,
  POST_FORM_ID,
  scrollToPostForm,
} from "./onboarding-checklist";
import { useOnboardingRefresh } from "./use-onboarding-refresh";

// Few members share their hours with a community: the card, its query and its code come after
// the first render (the dashboard's first render is held to its budget).
const ServiceHoursCard = lazy(() =>
  import("./service-hours-card").then((m) => ({ default: m.ServiceHoursCard })),
);

// Only an empty feed shows them: their code (the communities' and events' lists) waits till then.
const FeedSuggestions = lazy(() =>
  import("./feed-suggestions").then((m) => ({ default: m.FeedSuggestions })),
);
const SUGGESTIONS = (
  <Suspense fallback={null}>
    <FeedSuggestions />
  </Suspense>
);

const HOME = { kind: "home" } as const;

/**
 * /dashboard, the signed-in home (spec §2): on wide screens three columns (My Groups, My
 * Partnerships and the iOS card; the post form and the feed; the onboarding checklist and My
 * Events, and Service hours when the member shares their hours with a community); under 768 px
 * the mobile feed alone, with Service hours above it. The other side cards are not rendered on a
 * phone at all, so they ask the server nothing there.
 */
export function DashboardScene() {
  const me = useMeQuery();
  const isMobile = useIsMobile();
  const firstName = me.data?.profile?.firstName;
  useOnboardingRefresh();
  useScrollToPostForm();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageMeta title="Dashboard" robots="noindex, follow" />
      <h1 className="sr-only">Welcome{firstName ? `, ${firstName}` : ""}</h1>
      {isMobile ? (
        <MobileFeed userId={me.data?.user.id} />
      ) : (
        <div className="grid grid-cols-[13rem_minmax(0,1fr)_13rem] items-start gap-4 lg:grid-cols-[16rem_minmax(0,1fr)_18rem] lg:gap-6">
          <div className="space-y-4" data-testid="dashboard-left">
            <MyGroupsCard />
            <MyPartnershipsCard />
            <IosAppCard />
          </div>
          <CentreFeed />
          <div className="space-y-4" data-testid="dashboard-right">
            <OnboardingChecklist />
            <MyEventsCard />
            <Suspense fallback={null}>
              <ServiceHoursCard userId={me.data?.user.id} />
            </Suspense>
          </div>
        </div>
      )}
    </div>
  );
}

/** The centre column: the post form and the member's activity feed (spec §2). */
function CentreFeed() {
  return (
    <section aria-label="Feed" className="min-w-0 space-y-4" data-testid="dashboard-feed">
      <PostComposer />
      <ActivityFeed source={HOME} whenEmpty={SUGGESTIONS} />
    </section>
  );
}

/**
 * Under 768 px: the post box and the feed, full width, in place of the three columns; the
 * onboarding checklist, otherwise in the right column, comes first while it is unfinished, and
 * the progress toward service-hour requirements while the member shares their hours (issue 29).
 */
function MobileFeed({ userId }: { userId: string | undefined }) {
  return (
    <section aria-label="Feed" className="space-y-4" data-testid="dashboard-mobile-feed">
      <CompactOnboardingChecklist />
      <Suspense fallback={null}>
        <ServiceHoursCard userId={userId} />
      </Suspense>
      <PostComposer />
      <ActivityFeed source={HOME} whenEmpty={SUGGESTIONS} />
    </section>
  );
}

/** /dashboard#post-form (the onboarding task "first post"): scroll to the form once it is there. */
function useScrollToPostForm() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${POST_FORM_ID}`) return;
    let frame = 0;
    let tries = 0;
    const look = () => {
      const form = document.getElementById(POST_FORM_ID);
      if (form) scrollToPostForm(form);
      else if (++tries < 120) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
