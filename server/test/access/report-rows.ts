import { type AccessCase, only, signedIn } from "./cases";
import type { World } from "./world";

/*
 * Impact reports and the value of volunteer time (issue 30): the private group's, its subgroup's,
 * the private partnership's and the private event's. Their admins and owners alone (and, on the
 * subgroup, its parent's through inheritance); a member, a moderator and a platform admin never.
 */

const runners = (ok: number) => only(ok, "admin", "owner");
const PERIOD = "from=2026-01-01&to=2026-12-31";
const ENTITIES = {
  groups: (w: World) => w.privateGroup.id,
  partnerships: (w: World) => w.privatePartnership.id,
  events: (w: World) => w.privateEvent.id,
} as const;
const rate = { amount: "35.50", dataYear: 2025, source: "Sweep state figure" };

const reportRows = (view: "" | "/csv" | "/pdf", query: string): [string, AccessCase[]][] =>
  Object.entries(ENTITIES).map(([family, idOf]) => [
    `GET /api/${family}/:id/report${view}`,
    [
      {
        name: "the report of a year",
        request: (w: World) => ({ path: `/api/${family}/${idOf(w)}/report${view}?${PERIOD}${query}` }),
        expect: runners(200),
      },
      ...(family === "groups"
        ? [
            {
              name: "the subgroup's report, for the parent's admins",
              request: (w: World) => ({
                path: `/api/groups/${w.subgroup.id}/report${view}?${PERIOD}${query}`,
              }),
              expect: runners(200),
            },
          ]
        : []),
      {
        name: "a period of more than three years",
        request: (w: World) => ({
          path: `/api/${family}/${idOf(w)}/report${view}?from=2020-01-01&to=2026-01-01${query}`,
        }),
        expect: signedIn(422),
      },
    ],
  ]);

export const REPORT_ROWS: Record<string, AccessCase[]> = Object.fromEntries([
  ...reportRows("", ""),
  ...reportRows("/csv", "&table=hours-by-organisation"),
  ...reportRows("/pdf", ""),
  ...(["groups", "partnerships"] as const).flatMap((family): [string, AccessCase[]][] => [
    [
      `GET /api/${family}/:id/value-rates`,
      [
        {
          name: "the rates and their history",
          request: (w: World) => ({ path: `/api/${family}/${ENTITIES[family](w)}/value-rates` }),
          expect: runners(200),
        },
      ],
    ],
    [
      `POST /api/${family}/:id/value-rates`,
      [
        {
          name: "a new rate",
          request: (w: World) => ({ path: `/api/${family}/${ENTITIES[family](w)}/value-rates`, body: rate }),
          expect: runners(201),
        },
        ...(family === "groups"
          ? [
              {
                name: "the subgroup's rate, by the parent's admins",
                request: (w: World) => ({ path: `/api/groups/${w.subgroup.id}/value-rates`, body: rate }),
                expect: runners(201),
              },
            ]
          : []),
        {
          name: "no amount",
          request: (w: World) => ({
            path: `/api/${family}/${ENTITIES[family](w)}/value-rates`,
            body: { ...rate, amount: "a lot" },
          }),
          expect: signedIn(422),
        },
      ],
    ],
  ]),
]);
