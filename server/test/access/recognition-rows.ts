import { type AccessCase, mine, only, signedIn } from "./cases";
import type { Who, World } from "./world";

/*
 * Points, leaderboards and milestone badges (issue 30): the leaderboards of the private group,
 * partnership and event, and a member's milestone badges. The opt-out is a field of
 * PATCH /api/me/profile (table.ts).
 */

/** Whoever may see the private entity: its members at any role, and a platform admin. */
const viewers = (ok: number) => only(ok, "member", "moderator", "admin", "owner", "platformAdmin");
const ENTITIES = {
  groups: (w: World) => w.privateGroup.id,
  partnerships: (w: World) => w.privatePartnership.id,
  events: (w: World) => w.privateEvent.id,
} as const;

/** Each entity's leaderboard: for those who may see the entity; a period it does not know is 422. */
export const LEADERBOARD_ROWS: Record<string, AccessCase[]> = Object.fromEntries(
  Object.entries(ENTITIES).map(([family, id]) => [
    `GET /api/${family}/:id/leaderboard`,
    [
      {
        name: "this month's",
        request: (w: World) => ({ path: `/api/${family}/${id(w)}/leaderboard` }),
        expect: viewers(200),
      },
      {
        name: "all time's",
        request: (w: World) => ({ path: `/api/${family}/${id(w)}/leaderboard?period=all` }),
        expect: viewers(200),
      },
      {
        name: "a period it does not know",
        request: (w: World) => ({ path: `/api/${family}/${id(w)}/leaderboard?period=week` }),
        expect: signedIn(422),
      },
      {
        name: "a cursor not its own",
        request: (w: World) => ({ path: `/api/${family}/${id(w)}/leaderboard?cursor=abc` }),
        expect: signedIn(422),
      },
    ],
  ]),
);

/** A member's milestone badges: theirs; the bystander keeps their hours, and so their badges, to themselves. */
export const MILESTONE_ROWS: Record<string, AccessCase[]> = {
  "GET /api/members/:userId/milestones": [
    {
      name: "one's own",
      request: (w: World, who: Who) => ({ path: `/api/members/${mine(w.members, who).id}/milestones` }),
      expect: signedIn(200),
    },
    {
      name: "the bystander's, kept to themselves",
      request: (w: World) => ({ path: `/api/members/${w.bystander.id}/milestones` }),
      expect: signedIn(403),
    },
  ],
};
