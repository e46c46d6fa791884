import { Plus } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link, useSearchParams } from "react-router";
import type { CommunityType } from "../../../shared/schemas/lists";
import { ListSearch } from "../../components/entities/list-search";
import { CardListSkeleton, ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { TAB_CLASS } from "../../components/entities/tab-class";
import { useListSearch } from "../../components/entities/use-list-search";
import { Button } from "../../components/ui/button";
import { PageMeta } from "../../lib/page-meta";
import { useCommunitiesQuery } from "../../queries/communities";
import { CommunityCard } from "./community-card";

const FILTERS = [
  { value: "all", label: "All" },
  { value: "group", label: "Groups" },
  { value: "partnership", label: "Partnerships" },
] as const;
type Filter = (typeof FILTERS)[number]["value"];

const EMPTY: Record<Filter, string> = {
  all: "No communities yet.",
  group: "No groups yet.",
  partnership: "No partnerships yet.",
};

/**
 * /communities (and /groups, /partnerships): every group and partnership with their subgroups
 * and sub-partnerships, by name; filtered by type (`?type=`) and searched (`?q=`), a page at a time.
 */
export function CommunitiesScene() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("type");
  const filter: Filter = FILTERS.some((entry) => entry.value === requested) ? (requested as Filter) : "all";
  const search = useListSearch();

  const chooseFilter = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "all") next.delete("type");
        else next.set("type", value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title="Communities" robots="noindex, follow" />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Communities</h1>
          <p className="mt-1 text-muted-foreground">
            Groups and partnerships on Common Ground, with their subgroups.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/groups/create">
              <Plus aria-hidden="true" className="size-4" />
              Create a group
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/partnerships/create">
              <Plus aria-hidden="true" className="size-4" />
              Create a partnership
            </Link>
          </Button>
        </div>
      </div>
      <Tabs.Root value={filter} onValueChange={chooseFilter} className="mt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Tabs.List aria-label="Community type" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
            {FILTERS.map((entry) => (
              <Tabs.Trigger key={entry.value} value={entry.value} className={TAB_CLASS}>
                {entry.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <ListSearch
            label="Search communities"
            placeholder="Search communities..."
            value={search.text}
            onChange={search.setText}
          />
        </div>
        {FILTERS.map((entry) => (
          <Tabs.Content key={entry.value} value={entry.value} className="mt-6 outline-none">
            {entry.value === filter && (
              <CommunityList type={entry.value === "all" ? undefined : entry.value} q={search.query} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function CommunityList({ type, q }: { type?: CommunityType; q?: string }) {
  const list = useCommunitiesQuery({ type, q });
  if (list.isPending) return <CardListSkeleton label="Loading communities..." />;
  if (list.isError && !list.data) {
    return (
      <ListError
        message="Could not load communities."
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  const communities = list.data.pages.flatMap((page) => page.communities);
  if (communities.length === 0) {
    return q ? (
      <ListEmpty title="No communities found" text="Try a different search term" />
    ) : (
      <ListEmpty title={EMPTY[type ?? "all"]} text="Communities appear here as soon as they are created." />
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {communities.map((community) => (
          <li key={`${community.type}-${community.id}`} className="min-w-0">
            <CommunityCard community={community} />
          </li>
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
