import type { MarketingIllustration } from "../../../content/marketing/types";
import { CommunityTreeIllustration } from "./community-tree";
import { EventShiftsIllustration } from "./event-shifts";
import { FeedPostIllustration } from "./feed-post";

export { CommunityTreeIllustration, EventShiftsIllustration, FeedPostIllustration };

const BY_NAME = {
  "event-shifts": EventShiftsIllustration,
  "feed-post": FeedPostIllustration,
  "community-tree": CommunityTreeIllustration,
} satisfies Record<MarketingIllustration, unknown>;

/** The drawing a marketing page names in its entry. */
export function ProductIllustration({
  name,
  className,
}: {
  name: MarketingIllustration;
  className?: string;
}) {
  const Drawing = BY_NAME[name];
  return <Drawing className={className} />;
}
