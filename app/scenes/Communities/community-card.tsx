import { Users } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import { LabelBadge, PendingBadge, PrivateBadge, RoleBadge } from "../../components/entities/badges";
import { CoverBand } from "../../components/entities/entity-page-parts";
import type { CommunityListItem } from "../../queries/communities";

const PATHS = { group: "groups", partnership: "partnerships" } as const;

/** "1 member", "12 members". */
export function memberCountText(count: number): string {
  return `${count} ${count === 1 ? "member" : "members"}`;
}

/**
 * One community in the list: cover, picture, name, its label and the viewer's role. A private
 * one's outsiders see its name and picture only (the server leaves the rest out).
 */
export function CommunityCard({ community }: { community: CommunityListItem }) {
  const to = `/${PATHS[community.type]}/${community.id}`;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <CoverBand src={community.coverPhoto} alt="" type={community.type} className="h-20 w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-3">
          <Avatar
            src={community.profileImage}
            name={community.name}
            type={community.type}
            decorative
            className="-mt-9 size-12 border-2 border-card"
          />
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold leading-tight">
              <Link to={to} className="outline-none after:absolute after:inset-0">
                {community.name}
              </Link>
            </h2>
            {community.parent && (
              <p className="truncate text-xs text-muted-foreground">in {community.parent.name}</p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <LabelBadge label={community.label} />
          <PrivateBadge visibility={community.visibility} />
          <RoleBadge role={community.role} />
          <PendingBadge status={community.membershipStatus} />
        </div>
        {community.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{community.description}</p>
        )}
        {community.memberCount !== null && (
          <p className="mt-auto flex items-center gap-1 pt-1 text-xs text-muted-foreground">
            <Users aria-hidden="true" className="size-3.5" />
            {memberCountText(community.memberCount)}
          </p>
        )}
      </div>
    </article>
  );
}
