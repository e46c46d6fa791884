import { Plus } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import { LabelBadge, PrivateBadge, RoleBadge } from "../../components/entities/badges";
import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { Button } from "../../components/ui/button";
import type { Community } from "../../queries/communities";
import { useChildrenQuery } from "../../queries/community-members";

const PATHS = { group: "/groups", partnership: "/partnerships" } as const;
const WORDS = {
  group: { none: "No subgroups yet", create: "Create subgroup", path: "create-subgroup" },
  partnership: {
    none: "No sub-partnerships yet",
    create: "Create sub-partnership",
    path: "create-subpartnership",
  },
} as const;

/** The subgroups (or sub-partnerships) right under this community, by name. */
export function ChildrenTab({ community }: { community: Community }) {
  const list = useChildrenQuery(community.type, community.id, community.can.view);
  const words = WORDS[community.type];
  return (
    <div className="grid gap-4">
      {community.can.createSubgroup && (
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to={`${PATHS[community.type]}/${community.id}/${words.path}`}>
            <Plus aria-hidden="true" className="size-4" />
            {words.create}
          </Link>
        </Button>
      )}
      {list.isPending ? (
        <p role="status">Loading...</p>
      ) : list.isError && !list.data ? (
        <ListError
          message="Could not load this list."
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        />
      ) : list.data.pages[0]?.children.length === 0 ? (
        <ListEmpty
          title={words.none}
          text={`They appear here once an admin of ${community.name} creates one.`}
        />
      ) : (
        <ul className="divide-y rounded-lg border bg-card">
          {list.data.pages
            .flatMap((page) => page.children)
            .map((child) => (
              <li key={child.id}>
                <Link
                  to={`${PATHS[child.type]}/${child.id}`}
                  className="flex items-center gap-3 p-3 hover:bg-muted"
                >
                  <Avatar src={child.profileImage} name={child.name} type={child.type} decorative />
                  <span className="min-w-0 flex-1 truncate font-medium">{child.name}</span>
                  <span className="flex flex-wrap gap-1.5">
                    <LabelBadge label={child.label} />
                    <PrivateBadge visibility={child.visibility} />
                    <RoleBadge role={child.role} />
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => list.fetchNextPage()}
      />
    </div>
  );
}
