import { type AccessCase, mine, only, signedIn } from "./cases";
import type { Who, World } from "./world";

/*
 * Volunteer hours as an organisation holds them (issue 29): the verification queues of the
 * private group, partnership and event, and the service-hour requirements of the private group
 * and partnership. A member's own hours, transcripts and history are hours-rows.ts.
 */

/** Whoever verifies a private entity's hours and sets its requirements: its admins and owners (and its parent's, inherited). */
const runners = (ok: number) => only(ok, "admin", "owner");
const QUEUES = {
  groups: (w: World) => ({ id: w.privateGroup.id, log: w.queuedLogs.group }),
  partnerships: (w: World) => ({ id: w.privatePartnership.id, log: w.queuedLogs.partnership }),
  events: (w: World) => ({ id: w.privateEvent.id, log: w.queuedLogs.event }),
} as const;

/**
 * The verification queue of a group, partnership and event (issue 29): its admins and owners
 * read and decide it, nobody else (not a platform admin: hours are the organisation's to vouch
 * for); on the subgroup, the parent's admins and owners through inheritance.
 */
export const VERIFICATION_ROWS: Record<string, AccessCase[]> = Object.fromEntries(
  Object.entries(QUEUES).flatMap(([family, of]) => [
    [
      `GET /api/${family}/:id/hours`,
      [
        {
          name: "the queue",
          request: (w: World) => ({ path: `/api/${family}/${of(w).id}/hours` }),
          expect: runners(200),
        },
        {
          name: "verified hours of a period",
          request: (w: World) => ({
            path: `/api/${family}/${of(w).id}/hours?status=verified&from=2026-01-01&to=2026-06-30`,
          }),
          expect: runners(200),
        },
        ...(family === "groups"
          ? [
              {
                name: "the subgroup's queue",
                request: (w: World) => ({ path: `/api/groups/${w.subgroup.id}/hours` }),
                expect: runners(200),
              },
            ]
          : []),
        {
          name: "a period that ends before it starts",
          request: (w: World) => ({ path: `/api/${family}/${of(w).id}/hours?from=2026-05-01&to=2026-01-01` }),
          expect: signedIn(422),
        },
      ],
    ],
    [
      `POST /api/${family}/:id/hours/decisions`,
      [
        {
          name: "verify the bystander's hours",
          request: (w: World) => ({
            path: `/api/${family}/${of(w).id}/hours/decisions`,
            body: { logIds: [of(w).log], decision: "verified", note: "Thank you!" },
          }),
          expect: runners(200),
        },
        ...(family === "groups"
          ? [
              {
                name: "decline the subgroup's",
                request: (w: World) => ({
                  path: `/api/groups/${w.subgroup.id}/hours/decisions`,
                  body: { logIds: [w.queuedLogs.subgroup], decision: "declined" },
                }),
                expect: runners(200),
              },
            ]
          : []),
        {
          name: "no logs",
          request: (w: World) => ({
            path: `/api/${family}/${of(w).id}/hours/decisions`,
            body: { logIds: [], decision: "verified" },
          }),
          expect: signedIn(422),
        },
      ],
    ],
  ]),
);

const COMMUNITIES = {
  groups: (w: World) => ({
    id: w.privateGroup.id,
    requirement: w.requirements.group,
    doomed: w.doomedRequirements.group,
  }),
  partnerships: (w: World) => ({
    id: w.privatePartnership.id,
    requirement: w.requirements.partnership,
    doomed: w.doomedRequirements.partnership,
  }),
} as const;
const requirement = { title: "Sweep diploma", hours: 40, from: "2026-09-01", to: "2027-05-31" };

/**
 * Service-hour requirements (issue 29): a private community's members (and platform admins) read
 * them; its admins and owners set, remove and follow them; its members share their hours with it;
 * anyone may stop sharing.
 */
export const REQUIREMENT_ROWS: Record<string, AccessCase[]> = {
  "GET /api/me/hours/requirements": [
    {
      name: "one's shared requirements",
      request: () => ({ path: "/api/me/hours/requirements" }),
      expect: signedIn(200),
    },
  ],
  ...Object.fromEntries(
    Object.entries(COMMUNITIES).flatMap(([family, of]) => [
      [
        `GET /api/${family}/:id/requirements`,
        [
          {
            name: "the requirements",
            request: (w: World) => ({ path: `/api/${family}/${of(w).id}/requirements` }),
            expect: only(200, "member", "moderator", "admin", "owner", "platformAdmin"),
          },
        ],
      ],
      [
        `POST /api/${family}/:id/requirements`,
        [
          {
            name: "a requirement",
            request: (w: World) => ({ path: `/api/${family}/${of(w).id}/requirements`, body: requirement }),
            expect: runners(201),
          },
          {
            name: "no hours",
            request: (w: World) => ({
              path: `/api/${family}/${of(w).id}/requirements`,
              body: { ...requirement, hours: 0 },
            }),
            expect: signedIn(422),
          },
        ],
      ],
      [
        `DELETE /api/${family}/:id/requirements/:requirementId`,
        [
          {
            name: "a requirement of one's own to remove",
            request: (w: World, who: Who) => ({
              path: `/api/${family}/${of(w).id}/requirements/${mine(of(w).doomed, who)}`,
            }),
            expect: runners(204),
          },
        ],
      ],
      ...(["progress", "csv"] as const).map((view) => [
        `GET /api/${family}/:id/requirements/:requirementId/${view}`,
        [
          {
            name: "the sharing members' progress",
            request: (w: World) => ({
              path: `/api/${family}/${of(w).id}/requirements/${of(w).requirement}/${view}`,
            }),
            expect: runners(200),
          },
        ],
      ]),
      [
        `PUT /api/${family}/:id/hour-share`,
        [
          {
            name: "share one's hours",
            request: (w: World) => ({ path: `/api/${family}/${of(w).id}/hour-share`, body: {} }),
            expect: only(204, "member", "moderator", "admin", "owner"),
          },
        ],
      ],
      [
        `DELETE /api/${family}/:id/hour-share`,
        [
          {
            name: "stop sharing",
            request: (w: World) => ({ path: `/api/${family}/${of(w).id}/hour-share` }),
            expect: signedIn(204),
          },
        ],
      ],
    ]),
  ),
};
