import { lazy, Suspense } from "react";
import type { EntityType } from "../../../shared/enums";

// Recognition (issue 30) loads on demand: the dashboard's bundle budget has no room for it, and
// most visits to a community or profile never look at a leaderboard or badges.
const LeaderboardModule = lazy(() => import("./leaderboard").then((m) => ({ default: m.Leaderboard })));
const MilestoneBadgesModule = lazy(() =>
  import("./milestone-badges").then((m) => ({ default: m.MilestoneBadges })),
);

/** An entity's leaderboard, fetched with its code when first shown. */
export function LazyLeaderboard(props: { type: EntityType; id: number }) {
  return (
    <Suspense fallback={<p role="status">Loading the leaderboard...</p>}>
      <LeaderboardModule {...props} />
    </Suspense>
  );
}

/** A member's milestone badges, fetched with their code when first shown; nothing while loading. */
export function LazyMilestoneBadges(props: { userId: string; compact?: boolean }) {
  return (
    <Suspense fallback={null}>
      <MilestoneBadgesModule {...props} />
    </Suspense>
  );
}
