import { Link } from "react-router";
import { formatMinutes } from "../../../shared/volunteering";
import { Avatar } from "../../components/avatar";
import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { StandingBadge } from "../../components/hours/requirement-progress";
import type { Community } from "../../queries/communities";
import {
  type CommunityRequirement,
  type MemberProgress,
  useRequirementProgressQuery,
} from "../../queries/requirements";

/**
 * Every member who shares their hours with the community, with their progress toward one
 * requirement, least done first so that who is behind comes first (issue 29), for its admins.
 */
export function RequirementMembers({
  community,
  requirement,
}: {
  community: Community;
  requirement: CommunityRequirement;
}) {
  const list = useRequirementProgressQuery(community.type, community.id, requirement.id);
  if (list.isPending) return <p role="status">Loading progress...</p>;
  if (list.isError && !list.data)
    return (
      <ListError
        message="Could not load the members' progress."
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  const members = list.data.pages.flatMap((page) => page.members);
  if (members.length === 0)
    return (
      <ListEmpty
        title="Nobody shares their hours yet"
        text="Members who share their hours with this community appear here, least done first."
      />
    );
  return (
    <div>
      <ul className="divide-y rounded-md border" aria-label={`Progress toward ${requirement.title}`}>
        {members.map((entry) => (
          <MemberRow key={entry.member.userId} entry={entry} requiredMinutes={requirement.requiredMinutes} />
        ))}
      </ul>
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => list.fetchNextPage()}
      />
    </div>
  );
}

function MemberRow({ entry, requiredMinutes }: { entry: MemberProgress; requiredMinutes: number }) {
  const { member } = entry;
  const name = `${member.firstName} ${member.lastName}`.trim() || "A member";
  return (
    <li className="flex items-center gap-3 p-3">
      <Avatar src={member.avatarUrl} name={name} type="user" className="size-9 shrink-0" decorative />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <Link
            to={`/profile/${member.userId}`}
            className="break-words font-medium underline-offset-2 hover:underline"
          >
            {name}
          </Link>
          <StandingBadge standing={entry.standing} />
        </div>
        <p className="text-sm text-muted-foreground">
          {formatMinutes(entry.minutes)} of {formatMinutes(requiredMinutes)} · expected by now{" "}
          {formatMinutes(entry.expectedMinutes)}
        </p>
      </div>
    </li>
  );
}
