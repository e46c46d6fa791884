import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { can } from "./index";
import { canOnPushSubscription, PUSH_SUBSCRIPTION_ACTIONS } from "./push-subscription";

const member = (id: string): Actor => ({
  kind: "member",
  id,
  email: `${id}@example.org`,
  emailVerified: true,
  name: id,
  isPlatformAdmin: false,
});

describe("push subscription policy: every actor × action", () => {
  const cases: [string, Actor, string][] = [
    ["a visitor", { kind: "visitor" }, ""],
    ["the member themself", member("me"), "create delete"],
    ["another member", member("other"), ""],
    ["a platform admin", { ...member("admin"), isPlatformAdmin: true } as Actor, ""],
  ];
  for (const [name, actor, allowedList] of cases) {
    it(name, () => {
      const allowed = new Set(allowedList.split(" ").filter(Boolean));
      const resource = { kind: "pushSubscription", userId: "me" } as const;
      const answers = PUSH_SUBSCRIPTION_ACTIONS.map((action) => [
        action,
        canOnPushSubscription(actor, action, resource),
      ]);
      expect(Object.fromEntries(answers)).toEqual(
        Object.fromEntries(PUSH_SUBSCRIPTION_ACTIONS.map((action) => [action, allowed.has(action)])),
      );
      // The policy index asks the same rule.
      for (const action of PUSH_SUBSCRIPTION_ACTIONS) {
        expect(can(actor, action, resource)).toBe(allowed.has(action));
      }
    });
  }
});
