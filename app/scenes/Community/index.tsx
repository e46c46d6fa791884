import { Globe, Lock, Users } from "lucide-react";
import { useParams } from "react-router";
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
import { PageMeta } from "../../lib/page-meta";
import { type Community, useCommunityQuery } from "../../queries/communities";

const PATHS = { group: "/groups", partnership: "/partnerships" } as const;

/** /groups/{groupId} and /partnerships/{partnershipId}: the community's page, read-only for now. */
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

function CommunityContent({ community }: { community: Community }) {
  const crumbs = [
    { label: "Communities", to: "/communities" },
    ...(community.parent
      ? [{ label: community.parent.name, to: `${PATHS[community.type]}/${community.parent.id}` }]
      : []),
    { label: community.name },
  ];
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
      <EntityFeed entity={community} />
    </div>
  );
}
