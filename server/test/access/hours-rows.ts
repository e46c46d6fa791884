import { type AccessCase, all, mine, only, signedIn } from "./cases";
import type { Who, World } from "./world";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const outside = {
  workDate: daysAgo(10),
  minutes: 150,
  description: "Sorted donations.",
  organisation: { kind: "outside", name: "Riverside Food Bank", supervisorEmail: "sam@riverside.example" },
};

/** A member's own volunteer hours (issue 29): theirs alone to read, log and withdraw. */
export const HOURS_ROWS: Record<string, AccessCase[]> = {
  "GET /api/me/hours": [
    { name: "one's logs", request: () => ({ path: "/api/me/hours" }), expect: signedIn(200) },
    {
      name: "one's pending logs",
      request: () => ({ path: "/api/me/hours?status=pending" }),
      expect: signedIn(200),
    },
    {
      name: "by a status there is not",
      request: () => ({ path: "/api/me/hours?status=lost" }),
      expect: signedIn(422),
    },
  ],
  "GET /api/me/hours/totals": [
    {
      name: "one's verified totals",
      request: () => ({ path: "/api/me/hours/totals" }),
      expect: signedIn(200),
    },
  ],
  "POST /api/me/hours": [
    {
      name: "for an outside organisation",
      request: () => ({ path: "/api/me/hours", body: outside }),
      expect: signedIn(201),
    },
    {
      name: "for the private group",
      request: (w) => ({
        path: "/api/me/hours",
        body: { ...outside, organisation: { kind: "group", id: w.privateGroup.id } },
      }),
      expect: only(201, "member", "moderator", "admin", "owner"),
    },
    {
      name: "for a day not yet begun",
      request: () => ({ path: "/api/me/hours", body: { ...outside, workDate: "2099-01-01" } }),
      expect: signedIn(422),
    },
  ],
  "PATCH /api/me/hours/:logId": [
    {
      name: "one's own pending log",
      request: (w, who) => ({
        path: `/api/me/hours/${mine(w.events.pendingLogs, who)}`,
        body: { minutes: 95 },
      }),
      expect: signedIn(204),
    },
    {
      name: "the bystander's log",
      request: (w) => ({ path: `/api/me/hours/${w.events.bystanderLog}`, body: { minutes: 95 } }),
      expect: signedIn(404),
    },
  ],
  "GET /api/me/hours/:logId/changes": [
    {
      name: "one's own log's history",
      request: (w, who) => ({ path: `/api/me/hours/${mine(w.events.pendingLogs, who)}/changes` }),
      expect: signedIn(200),
    },
    {
      name: "the bystander's",
      request: (w) => ({ path: `/api/me/hours/${w.events.bystanderLog}/changes` }),
      expect: signedIn(404),
    },
  ],
  "PATCH /api/events/:id/hours/:logId": [
    {
      name: "the bystander's attendance at the volunteer event",
      request: (w) => ({
        path: `/api/events/${w.events.volunteerEvent.id}/hours/${w.events.bystanderAttendance}`,
        body: { minutes: 130, reason: "Stayed to pack up." },
      }),
      expect: only(204, "admin", "owner"),
    },
  ],
  "POST /api/me/hours/:logId/supervisor-link": [
    {
      name: "one's own pending log for a group (no supervisor)",
      request: (w, who) => ({
        path: `/api/me/hours/${mine(w.events.pendingLogs, who)}/supervisor-link`,
        body: {},
      }),
      expect: signedIn(409),
    },
    {
      name: "the bystander's log",
      request: (w) => ({ path: `/api/me/hours/${w.events.bystanderLog}/supervisor-link`, body: {} }),
      expect: signedIn(404),
    },
  ],
  "POST /api/supervisor-hours/lookup": [
    {
      name: "a supervisor's link, whoever opens it",
      request: (w) => ({ path: "/api/supervisor-hours/lookup", body: { token: w.supervisorToken } }),
      expect: all(200),
    },
    {
      name: "a link nobody was sent",
      request: () => ({ path: "/api/supervisor-hours/lookup", body: { token: "n".repeat(43) } }),
      expect: all(404),
    },
  ],
  "POST /api/supervisor-hours": [
    {
      name: "an answer through a link nobody was sent",
      request: () => ({
        path: "/api/supervisor-hours",
        body: { token: "n".repeat(43), decision: "verified" },
      }),
      expect: all(404),
    },
    {
      name: "no decision",
      request: (w) => ({
        path: "/api/supervisor-hours",
        body: { token: w.supervisorToken, decision: "maybe" },
      }),
      expect: all(422),
    },
  ],
  "POST /api/me/hours/:logId/withdrawal": [
    {
      name: "one's own pending log",
      request: (w, who) => ({
        path: `/api/me/hours/${mine(w.events.pendingLogs, who)}/withdrawal`,
        body: {},
      }),
      expect: signedIn(204),
    },
    {
      name: "the bystander's log",
      request: (w) => ({ path: `/api/me/hours/${w.events.bystanderLog}/withdrawal`, body: {} }),
      expect: signedIn(404),
    },
  ],
};

/** Transcripts (issue 29): one's own to issue and download; anyone checks one by its code. */
export const TRANSCRIPT_ROWS: Record<string, AccessCase[]> = {
  "GET /api/me/transcripts": [
    { name: "one's transcripts", request: () => ({ path: "/api/me/transcripts" }), expect: signedIn(200) },
  ],
  "POST /api/me/transcripts": [
    {
      name: "a day with one's verified hour",
      request: () => ({ path: "/api/me/transcripts", body: { from: "2025-12-01", to: "2025-12-01" } }),
      expect: signedIn(201),
    },
    {
      name: "a period that ends before it starts",
      request: () => ({ path: "/api/me/transcripts", body: { from: "2025-12-02", to: "2025-12-01" } }),
      expect: signedIn(422),
    },
  ],
  ...Object.fromEntries(
    (["pdf", "csv"] as const).map((format) => [
      `GET /api/me/transcripts/:code/${format}`,
      [
        {
          name: "one's own",
          request: (w: World, who: Who) => ({
            path: `/api/me/transcripts/${mine(w.transcripts, who)}/${format}`,
          }),
          expect: signedIn(200),
        },
        {
          name: "the bystander's",
          request: (w: World) => ({ path: `/api/me/transcripts/${w.bystanderTranscript}/${format}` }),
          expect: signedIn(404),
        },
      ],
    ]),
  ),
  "GET /api/transcripts/:code": [
    {
      name: "the bystander's, by its code",
      request: (w) => ({ path: `/api/transcripts/${w.bystanderTranscript}` }),
      expect: all(200),
    },
    {
      name: "a code nobody was given",
      request: () => ({ path: "/api/transcripts/ZZZZZZZZZZ" }),
      expect: all(404),
    },
  ],
};

/**
 * Another member's volunteer history (issue 29): the bystander keeps theirs to themselves, so
 * others read it only through an organisation they verify hours for; one's own is one's own.
 */
export const HISTORY_ROWS: Record<string, AccessCase[]> = Object.fromEntries(
  ["", "/totals"].map((tail) => [
    `GET /api/members/:userId/hours${tail}`,
    [
      {
        name: "one's own",
        request: (w: World, who: Who) => ({ path: `/api/members/${mine(w.members, who).id}/hours${tail}` }),
        expect: signedIn(200),
      },
      {
        name: "the bystander's, kept to themselves",
        request: (w: World) => ({ path: `/api/members/${w.bystander.id}/hours${tail}` }),
        expect: signedIn(403),
      },
      {
        name: "the bystander's hours credited to the private group",
        request: (w: World) => ({
          path: `/api/members/${w.bystander.id}/hours${tail}?organisation=group:${w.privateGroup.id}`,
        }),
        expect: only(200, "admin", "owner"),
      },
    ],
  ]),
);
