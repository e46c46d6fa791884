import { Globe, Lock, Users } from "lucide-react";
import { Tabs } from "radix-ui";
import { lazy, Suspense } from "react";
import { useParams, useSearchParams } from "react-router";
import type { CommunityType } from "../../../shared/schemas/lists";
import { LabelBadge, PendingBadge, PrivateBadge, RoleBadge } from "../../components/entities/badges";
import { EntityFeed } from "../../components/entities/entity-feed";
import {
  Breadcrumb,
  DetailSection,
  EntityHero,
  EntityNotFound,
} from "../../components/entities/entity-page-parts";
import { EntityPageState, entityIdFrom } from "../../components/entities/entity-page-state";
import { InvitationBanner } from "../../components/entities/invitation-banner";
import { TAB_CLASS } from "../../components/entities/tab-class";
import { HoursQueue } from "../../components/hours/hours-queue";
import { LazyLeaderboard } from "../../components/recognition/lazy";
import { PageMeta } from "../../lib/page-meta";
import { type Community, useCommunityQuery } from "../../queries/communities";
import { ChildrenTab } from "./children-tab";
import { CommunityActions } from "./community-actions";
import { EventsTab } from "./events-tab";
import { GroupPartnershipsTab } from "./group-partnerships-tab";
import { InvitationsTab } from "./invitations-tab";
import { LogTab } from "./log-tab";
import { MembersTab } from "./members-tab";
import { ModerationTab } from "./moderation-tab";
import { PartnersTab } from "./partners-tab";
import { RequestsTab } from "./requests-tab";
import { RequirementsTab } from "./requirements-tab";

const EntityAwards = lazy(() =>
  import("../../components/awards/entity-awards").then((m) => ({ default: m.EntityAwards })),
);

const PATHS = { group: "/groups", partnership: "/partnerships" } as const;
const CHILDREN = { group: "Subgroups", partnership: "Sub Partnerships" } as const;

/** /groups/{groupId} and /partnerships/{partnershipId}: the community's page. */
export function CommunityScene({ type }: { type: CommunityType }) {
  const id = entityIdFrom(useParams().id);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      {id === null ? <EntityNotFound type={type} /> : <CommunityPage type={type} id={id} />}
    </div>
  );
}

function CommunityPage({ type, id }: { type: CommunityType; id: number }) {
  const query = useCommunityQuery(type, id);
  return (
    <EntityPageState type={type} id={id} query={query}>
      {(community) => <CommunityContent community={community} />}
    </EntityPageState>
  );
}

/** The tabs a viewer gets, by what they may do; a count says what waits for them. */
function tabsFor(community: Community) {
  const { can } = community;
  const count = (n: number | null) => (n ? ` (${n})` : "");
  return [
    { value: "posts", label: "Posts", shown: true },
    { value: "events", label: "Events", shown: can.view },
    { value: "members", label: "Members", shown: can.view },
    {
      value: "partners",
      label: `Partners${count(community.pendingPartners)}`,
      shown: can.view && community.type === "partnership",
    },
    { value: "partnerships", label: "Partnerships", shown: can.view && community.type === "group" },
    { value: "subgroups", label: CHILDREN[community.type], shown: can.view },
    { value: "service-hours", label: "Service hours", shown: can.view },
    { value: "leaderboard", label: "Leaderboard", shown: can.view },
    { value: "awards", label: "Awards", shown: can.view },
    { value: "requests", label: `Requests${count(community.pendingRequests)}`, shown: can.manageMembers },
    { value: "invitations", label: "Invite", shown: can.manageMembers },
    { value: "hours", label: "Verify hours", shown: can.verifyHours },
    { value: "reports", label: `Reports${count(community.openReports)}`, shown: can.moderate },
    { value: "log", label: "Log", shown: can.readAuditLog },
  ].filter((tab) => tab.shown);
}

function CommunityContent({ community }: { community: Community }) {
  const [params, setParams] = useSearchParams();
  const tabs = tabsFor(community);
  const asked = params.get("tab");
  const tab = tabs.some((entry) => entry.value === asked) ? (asked as string) : "posts";
  const crumbs = [
    { label: "Communities", to: "/communities" },
    ...(community.parent
      ? [{ label: community.parent.name, to: `${PATHS[community.type]}/${community.parent.id}` }]
      : []),
    { label: community.name },
  ];
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "posts") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageMeta title={community.name} robots="noindex, follow" />
      <Breadcrumb crumbs={crumbs} />
      <EntityHero
        type={community.type}
        name={community.name}
        image={community.profileImage}
        cover={community.coverPhoto}
        badges={
          <>
            <LabelBadge label={community.label} />
            <PrivateBadge visibility={community.visibility} />
            <RoleBadge role={community.role} />
            <PendingBadge status={community.membershipStatus} />
          </>
        }
      />
      <InvitationBanner community={community} />
      <CommunityActions community={community} />
      <Tabs.Root value={tab} onValueChange={choose}>
        <Tabs.List
          aria-label="Sections"
          // On a phone the sections take two rows rather than scroll out of sight without a hint.
          className="flex w-full flex-wrap gap-1 rounded-lg bg-muted p-1"
        >
          {tabs.map((entry) => (
            <Tabs.Trigger key={entry.value} value={entry.value} className={TAB_CLASS}>
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="posts" className="mt-6 grid gap-6 outline-none">
          <About community={community} />
          <EntityFeed entity={community} />
        </Tabs.Content>
        <Tabs.Content value="events" className="mt-6 outline-none">
          {tab === "events" && <EventsTab community={community} />}
        </Tabs.Content>
        <Tabs.Content value="members" className="mt-6 outline-none">
          {tab === "members" && <MembersTab community={community} />}
        </Tabs.Content>
        <Tabs.Content value="partners" className="mt-6 outline-none">
          {tab === "partners" && <PartnersTab community={community} />}
        </Tabs.Content>
        <Tabs.Content value="partnerships" className="mt-6 outline-none">
          {tab === "partnerships" && <GroupPartnershipsTab community={community} />}
        </Tabs.Content>
        <Tabs.Content value="subgroups" className="mt-6 outline-none">
          {tab === "subgroups" && <ChildrenTab community={community} />}
        </Tabs.Content>
        <Tabs.Content value="service-hours" className="mt-6 outline-none">
          {tab === "service-hours" && <RequirementsTab community={community} />}
        </Tabs.Content>
        <Tabs.Content value="leaderboard" className="mt-6 outline-none">
          {tab === "leaderboard" && <LazyLeaderboard type={community.type} id={community.id} />}
        </Tabs.Content>
        <Tabs.Content value="awards" className="mt-6 outline-none">
          {tab === "awards" && (
            <Suspense fallback={null}>
              <EntityAwards type={community.type} id={community.id} canGive={community.can.giveAwards} />
            </Suspense>
          )}
        </Tabs.Content>
        <Tabs.Content value="requests" className="mt-6 outline-none">
          {tab === "requests" && <RequestsTab community={community} />}
        </Tabs.Content>
        <Tabs.Content value="invitations" className="mt-6 outline-none">
          {tab === "invitations" && <InvitationsTab community={community} />}
        </Tabs.Content>
        <Tabs.Content value="hours" className="mt-6 outline-none">
          {tab === "hours" && <HoursQueue type={community.type} id={community.id} />}
        </Tabs.Content>
        <Tabs.Content value="reports" className="mt-6 outline-none">
          {tab === "reports" && (
            <ModerationTab type={community.type} id={community.id} enabled={community.can.moderate} />
          )}
        </Tabs.Content>
        <Tabs.Content value="log" className="mt-6 outline-none">
          {tab === "log" && (
            <LogTab type={community.type} id={community.id} enabled={community.can.readAuditLog} />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function About({ community }: { community: Community }) {
  return (
    <DetailSection title="About">
      {community.description ? (
        <p className="whitespace-pre-wrap break-words">{community.description}</p>
      ) : (
        <p className="text-muted-foreground">No description yet.</p>
      )}
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        {community.memberCount !== null && (
          <div className="flex items-center gap-1.5">
            <dt>
              <Users aria-hidden="true" className="size-4" />
              <span className="sr-only">Members</span>
            </dt>
            <dd>
              {community.memberCount} {community.memberCount === 1 ? "member" : "members"}
            </dd>
          </div>
        )}
        <div className="flex items-center gap-1.5">
          <dt>
            {community.visibility === "private" ? (
              <Lock aria-hidden="true" className="size-4" />
            ) : (
              <Globe aria-hidden="true" className="size-4" />
            )}
            <span className="sr-only">Visibility</span>
          </dt>
          <dd>
            {community.visibility === "private"
              ? "Private: only members see its posts and members"
              : "Public: every member can see it and join"}
          </dd>
        </div>
      </dl>
    </DetailSection>
  );
}
