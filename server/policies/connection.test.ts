import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { CONNECTION_ACTIONS, type ConnectionAccess, type ConnectionRow, canOnConnection } from "./connection";

const member = (id: string, isPlatformAdmin = false): Actor => ({
  kind: "member",
  id,
  email: `${id}@example.org`,
  emailVerified: true,
  name: id,
  isPlatformAdmin,
});

const NOW = new Date("2026-06-01T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const row = (
  requesterId: string,
  addresseeId: string,
  status: ConnectionRow["status"],
  respondedAt: Date | null = null,
) => ({ requesterId, addresseeId, status, respondedAt }) satisfies ConnectionRow;

/** Every actor × relation, with the allowed actions written out by hand. */
const CASES: [string, Actor, ConnectionAccess["userId"], ConnectionRow | null, string][] = [
  ["a visitor", { kind: "visitor" }, "ana", null, ""],
  ["oneself", member("me"), "me", null, ""],
  ["a platform admin towards themself", member("me", true), "me", null, ""],
  ["strangers", member("me"), "ana", null, "request"],
  ["a platform admin and a stranger", member("me", true), "ana", null, "request"],
  ["I asked, pending", member("me"), "ana", row("me", "ana", "pending"), "cancel"],
  ["they asked, pending", member("me"), "ana", row("ana", "me", "pending"), "accept decline"],
  ["connected, I asked", member("me"), "ana", row("me", "ana", "accepted", daysAgo(1)), "remove"],
  ["connected, they asked", member("me"), "ana", row("ana", "me", "accepted", daysAgo(1)), "remove"],
  ["I was declined yesterday", member("me"), "ana", row("me", "ana", "declined", daysAgo(1)), ""],
  ["I was declined 29 days ago", member("me"), "ana", row("me", "ana", "declined", daysAgo(29)), ""],
  ["I was declined 30 days ago", member("me"), "ana", row("me", "ana", "declined", daysAgo(30)), "request"],
  ["I declined them yesterday", member("me"), "ana", row("ana", "me", "declined", daysAgo(1)), "request"],
  ["a platform admin declined", member("me", true), "ana", row("me", "ana", "declined", daysAgo(1)), ""],
];

describe("connection policy: every actor × relation × action", () => {
  for (const [name, actor, userId, stored, allowedList] of CASES) {
    it(name, () => {
      const allowed = new Set(allowedList.split(" ").filter(Boolean));
      const access: ConnectionAccess = { kind: "connection", userId, row: stored, now: NOW };
      const answers = CONNECTION_ACTIONS.map((action) => [action, canOnConnection(actor, action, access)]);
      expect(Object.fromEntries(answers)).toEqual(
        Object.fromEntries(CONNECTION_ACTIONS.map((action) => [action, allowed.has(action)])),
      );
    });
  }
});
