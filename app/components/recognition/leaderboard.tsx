import { useId, useState } from "react";
import { Link } from "react-router";
import type { EntityType } from "../../../shared/enums";
import {
  LEADERBOARD_PERIOD_LABELS,
  LEADERBOARD_PERIODS,
  type LeaderboardPeriod,
} from "../../../shared/recognition";
import { cn } from "../../lib/cn";
import { useMeQuery } from "../../queries/me";
import { type LeaderboardPage, useLeaderboardQuery } from "../../queries/recognition";
import { Avatar } from "../avatar";
import { ListEmpty, ListError, LoadMore } from "../entities/list-states";
import { PendingState } from "../offline/pending-state";

const points = (n: number) => `${n} ${Math.abs(n) === 1 ? "point" : "points"}`;

/**
 * An entity's leaderboard (issue 30): its members ranked by the points counted for it in a period
 * (this month, this year, all time), as a table, with the viewer's own standing below it, rank
 * included even beyond the loaded rows. Loaded lazily by the community and event pages.
 */
export function Leaderboard({ type, id }: { type: EntityType; id: number }) {
  const headingId = useId();
  const [period, setPeriod] = useState<LeaderboardPeriod>("month");
  const board = useLeaderboardQuery(type, id, period);
  const me = useMeQuery().data?.user?.id ?? null;
  const entries = board.data?.pages.flatMap((page) => page.entries) ?? [];
  const standing = board.data?.pages[0]?.me;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Leaderboard
        </h2>
        <p className="text-sm text-muted-foreground">
          Points for posts, comments, verified hours and shifts attended here. Members who chose not to be
          shown are left out.
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        <legend className="sr-only">Period</legend>
        {LEADERBOARD_PERIODS.map((value) => (
          <label
            key={value}
            className={cn(
              "cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            )}
          >
            <input
              type="radio"
              name={`${headingId}-period`}
              value={value}
              checked={period === value}
              onChange={() => setPeriod(value)}
              className="sr-only"
            />
            {LEADERBOARD_PERIOD_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {board.isPending ? (
        <PendingState query={board} loading="Loading the leaderboard..." />
      ) : board.isError && !board.data ? (
        <ListError
          message="Could not load the leaderboard."
          onRetry={() => board.refetch()}
          retrying={board.isRefetching}
        />
      ) : (
        <>
          {entries.length === 0 ? (
            <ListEmpty title="No points yet" text="Nobody has earned points here in this period." />
          ) : (
            <table className="w-full table-fixed border-collapse text-sm">
              <caption className="sr-only">
                Leaderboard, {LEADERBOARD_PERIOD_LABELS[period].toLowerCase()}
              </caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="w-16 py-2 pr-2 font-medium">
                    Rank
                  </th>
                  <th scope="col" className="py-2 pr-2 font-medium">
                    Member
                  </th>
                  <th scope="col" className="w-24 py-2 text-right font-medium">
                    Points
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => {
                  const name = `${entry.member.firstName} ${entry.member.lastName}`.trim() || "A member";
                  const mine = entry.member.userId === me;
                  return (
                    <tr
                      key={entry.member.userId}
                      className={cn("border-b last:border-0", mine && "bg-primary/10 font-semibold")}
                      aria-current={mine ? "true" : undefined}
                    >
                      <td className="py-2 pr-2 tabular-nums">{entry.rank}</td>
                      <th scope="row" className="py-2 pr-2 text-left font-normal">
                        <Link
                          to={`/profile/${entry.member.userId}`}
                          className={cn(
                            "flex min-w-0 items-center gap-2 hover:underline",
                            mine && "font-semibold",
                          )}
                        >
                          <Avatar
                            src={entry.member.avatarUrl}
                            name={name}
                            type="user"
                            decorative
                            className="size-7 text-xs"
                          />
                          <span className="truncate">
                            {name}
                            {mine && " (you)"}
                          </span>
                        </Link>
                      </th>
                      <td className="py-2 text-right tabular-nums">{entry.points}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <LoadMore
            hasNextPage={board.hasNextPage}
            loading={board.isFetchingNextPage}
            failed={board.isFetchNextPageError}
            onLoad={() => board.fetchNextPage()}
          />
          {standing && <OwnStanding standing={standing} period={period} />}
        </>
      )}
    </section>
  );
}

/** The viewer's own line: their rank and points here, and their points everywhere in the period. */
function OwnStanding({ standing, period }: { standing: LeaderboardPage["me"]; period: LeaderboardPeriod }) {
  const when = LEADERBOARD_PERIOD_LABELS[period].toLowerCase();
  const here = standing.optedOut
    ? `You chose not to be shown on leaderboards; you have ${points(standing.points)} here.`
    : standing.rank
      ? `You are number ${standing.rank} here, with ${points(standing.points)}.`
      : `You have ${points(standing.points)} here.`;
  return (
    <div className="rounded-lg border bg-card p-3 text-sm" data-testid="own-standing">
      <p>{here}</p>
      <p className="text-muted-foreground">
        Your points everywhere, {when}: {standing.totalPoints}.{" "}
        <Link to="/profile/settings" className="underline">
          Leaderboard settings
        </Link>
      </p>
    </div>
  );
}
