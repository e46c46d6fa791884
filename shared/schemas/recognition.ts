import { z } from "zod";
import { LEADERBOARD_PERIODS } from "../recognition";
import { INVALID_CURSOR_MESSAGE, keysetCursor } from "./cursor";

/** A leaderboard's position: the last row's points and member id (points descending, id ascending). */
const leaderboardCursor = keysetCursor(
  z.tuple(
    [
      z.number(INVALID_CURSOR_MESSAGE).int(INVALID_CURSOR_MESSAGE).min(-2_147_483_648).max(2_147_483_647),
      z.uuid(INVALID_CURSOR_MESSAGE),
    ],
    { error: INVALID_CURSOR_MESSAGE },
  ),
);

/** GET /api/{groups,partnerships,events}/:id/leaderboard: a period (this month by default) and a page. */
export const leaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS, "Choose this month, this year or all time.").default("month"),
  cursor: leaderboardCursor.optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
