import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { canOnDashboard, DASHBOARD_ACTIONS } from "./dashboard";

const member = (id: string): Actor => ({
  kind: "member",
  id,
  email: `${id}@example.org`,
  emailVerified: true,
  name: id,
  isPlatformAdmin: false,
});

describe("dashboard policy: every actor × action", () => {
  const cases: [string, Actor, string][] = [
    ["a visitor", { kind: "visitor" }, ""],
    ["the member themself", member("me"), "view sync"],
    ["another member", member("other"), ""],
    ["a platform admin", { ...member("admin"), isPlatformAdmin: true } as Actor, ""],
  ];
  for (const [name, actor, allowedList] of cases) {
    it(name, () => {
      const allowed = new Set(allowedList.split(" ").filter(Boolean));
      const answers = DASHBOARD_ACTIONS.map((action) => [
        action,
        canOnDashboard(actor, action, { kind: "dashboard", userId: "me" }),
      ]);
      expect(Object.fromEntries(answers)).toEqual(
        Object.fromEntries(DASHBOARD_ACTIONS.map((action) => [action, allowed.has(action)])),
      );
    });
  }
});
