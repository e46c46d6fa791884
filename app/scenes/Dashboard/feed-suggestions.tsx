import { Link } from "react-router";
import { entityPath } from "../../../shared/entity-paths";
import { Avatar } from "../../components/avatar";
import { formatEventTime } from "../../lib/event-time";
import { type CommunityListItem, useCommunitiesQuery } from "../../queries/communities";
import { useEventsQuery } from "../../queries/events";

/** How many of each an empty feed suggests. */
const SUGGESTIONS = 3;

/** Communities the member could join: open to them, not theirs yet, the busiest first. */
export function joinable(communities: CommunityListItem[]): CommunityListItem[] {
  return communities
    .filter((community) => !community.restricted && community.membershipStatus === null && community.can.join)
    .sort((a, b) => (b.memberCount ?? 0) - (a.memberCount ?? 0))
    .slice(0, SUGGESTIONS);
}

/**
 * What an empty home feed offers instead of a blank page (issue 27 item 2): communities to join
 * and the next events to find, each a link to its page, with a way to the whole lists.
 */
export function FeedSuggestions() {
  const communities = useCommunitiesQuery({});
  const events = useEventsQuery({ when: "upcoming" });
  const toJoin = joinable(communities.data?.pages.flatMap((page) => page.communities) ?? []);
  const toFind = (events.data?.pages.flatMap((page) => page.events) ?? [])
    .filter((event) => !event.restricted && !event.cancelled && event.membershipStatus === null)
    .slice(0, SUGGESTIONS);
  return (
    <div className="grid gap-4 text-left sm:grid-cols-2">
      <SuggestionList
        title="Communities to join"
        more={{ to: "/communities", label: "All communities" }}
        loading={communities.isPending}
        empty="You are in every community open to you."
        items={toJoin.map((community) => ({
          key: `${community.type}-${community.id}`,
          to: entityPath(community),
          name: community.name,
          detail: `${community.label}${community.memberCount !== null ? ` · ${membersText(community.memberCount)}` : ""}`,
          image: community.profileImage,
          type: community.type,
        }))}
      />
      <SuggestionList
        title="Events to find"
        more={{ to: "/events", label: "All events" }}
        loading={events.isPending}
        empty="No upcoming events yet."
        items={toFind.map((event) => ({
          key: `event-${event.id}`,
          to: entityPath(event),
          name: event.name,
          detail: formatEventTime(event.startDate, event.endDate, { eventZone: event.timeZone }),
          image: event.eventImage,
          type: "event" as const,
        }))}
      />
    </div>
  );
}

const membersText = (count: number) => `${count} ${count === 1 ? "member" : "members"}`;

interface Suggestion {
  key: string;
  to: string;
  name: string;
  detail: string;
  image: string | null;
  type: "group" | "partnership" | "event";
}

function SuggestionList({
  title,
  more,
  loading,
  empty,
  items,
}: {
  title: string;
  more: { to: string; label: string };
  loading: boolean;
  empty: string;
  items: Suggestion[];
}) {
  return (
    <section aria-label={title} className="grid content-start gap-2">
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      {loading ? (
        <p role="status" className="text-sm">
          Loading...
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm">{empty}</p>
      ) : (
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className="flex items-center gap-3 rounded-md p-1.5 text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Avatar src={item.image} name={item.name} type={item.type} decorative className="size-9" />
                <span className="min-w-0">
                  <span className="block font-medium">{item.name}</span>
                  <span className="block text-xs text-muted-foreground">{item.detail}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={more.to} className="text-sm text-primary underline underline-offset-2">
        {more.label}
      </Link>
    </section>
  );
}
