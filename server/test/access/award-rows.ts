import { type AccessCase, mine, only, signedIn } from "./cases";
import type { Who, World } from "./world";

/*
 * Awards given by admins (issue 30): an organisation's list, giving, revoking and the members to
 * pick from, on the private group (and its subgroup, through inheritance), partnership and event;
 * a member's awards and hiding one's own.
 */

/** Whoever gives and revokes a private entity's awards: its admins and owners (and its parent's). */
const givers = (ok: number) => only(ok, "admin", "owner");
/** Whoever may view a private entity: its members, and platform admins. */
const viewers = only(200, "member", "moderator", "admin", "owner", "platformAdmin");

const FAMILIES = {
  groups: (w: World) => ({ id: w.privateGroup.id, doomed: w.awards.doomed.group }),
  partnerships: (w: World) => ({ id: w.privatePartnership.id, doomed: w.awards.doomed.partnership }),
  events: (w: World) => ({ id: w.privateEvent.id, doomed: w.awards.doomed.event }),
} as const;

const gift = (recipientIds: string[]) => ({
  recipientIds,
  title: "Sweep star",
  description: "For every row.",
  citation: "Never missed a route.",
});

export const AWARD_ROWS: Record<string, AccessCase[]> = {
  ...Object.fromEntries(
    Object.entries(FAMILIES).flatMap(([family, of]) => {
      const subgroup = family === "groups";
      return [
        [
          `GET /api/${family}/:id/awards`,
          [
            {
              name: "the awards it gave",
              request: (w: World) => ({ path: `/api/${family}/${of(w).id}/awards` }),
              expect: viewers,
            },
            ...(subgroup
              ? [
                  {
                    name: "the subgroup's awards",
                    request: (w: World) => ({ path: `/api/groups/${w.subgroup.id}/awards` }),
                    expect: only(200, "admin", "owner", "platformAdmin"),
                  },
                ]
              : []),
            {
              name: "a cursor that is not ours",
              request: (w: World) => ({ path: `/api/${family}/${of(w).id}/awards?cursor=nope` }),
              expect: signedIn(422),
            },
          ],
        ],
        [
          `POST /api/${family}/:id/awards`,
          [
            {
              name: "an award to a member",
              request: (w: World) => ({
                path: `/api/${family}/${of(w).id}/awards`,
                body: gift([w.members.member.id]),
              }),
              expect: givers(201),
            },
            {
              name: "an award to someone who is not a member",
              request: (w: World) => ({
                path: `/api/${family}/${of(w).id}/awards`,
                body: gift([w.members.stranger.id]),
              }),
              expect: givers(422),
            },
            {
              name: "nobody to award",
              request: (w: World) => ({ path: `/api/${family}/${of(w).id}/awards`, body: gift([]) }),
              expect: signedIn(422),
            },
          ],
        ],
        [
          `POST /api/${family}/:id/awards/:awardId/revoke`,
          [
            {
              name: "revoke an award it gave",
              request: (w: World, who: Who) => ({
                path: `/api/${family}/${of(w).id}/awards/${mine(of(w).doomed, who)}/revoke`,
                body: { reason: "Given by mistake." },
              }),
              expect: givers(204),
            },
            ...(subgroup
              ? [
                  {
                    name: "revoke the subgroup's",
                    request: (w: World, who: Who) => ({
                      path: `/api/groups/${w.subgroup.id}/awards/${mine(w.awards.doomed.subgroup, who)}/revoke`,
                      body: { reason: "Given by mistake." },
                    }),
                    expect: givers(204),
                  },
                ]
              : []),
          ],
        ],
        [
          `GET /api/${family}/:id/awards/candidates`,
          [
            {
              name: "its members to pick from",
              request: (w: World) => ({ path: `/api/${family}/${of(w).id}/awards/candidates?q=Sweep` }),
              expect: givers(200),
            },
          ],
        ],
      ];
    }),
  ),
  "GET /api/members/:userId/awards": [
    {
      name: "the bystander's awards",
      request: (w: World) => ({ path: `/api/members/${w.bystander.id}/awards` }),
      expect: signedIn(200),
    },
  ],
  "PATCH /api/me/awards/:awardId": [
    {
      name: "hide one's own award",
      request: (w: World, who: Who) => ({
        path: `/api/me/awards/${mine(w.awards.own, who)}`,
        body: { hidden: true },
      }),
      expect: signedIn(200),
    },
    {
      name: "hide the bystander's",
      request: (w: World) => ({ path: `/api/me/awards/${w.awards.bystanders}`, body: { hidden: true } }),
      expect: signedIn(403),
    },
  ],
};
