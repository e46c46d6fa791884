import { type AccessCase, mine, only, signedIn } from "./cases";

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
