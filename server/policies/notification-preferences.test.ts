import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { can } from "./index";
import { canOnNotificationPreferences, NOTIFICATION_PREFERENCES_ACTIONS } from "./notification-preferences";

const member = (id: string): Actor => ({
  kind: "member",
  id,
  email: `${id}@example.org`,
  emailVerified: true,
  name: id,
  isPlatformAdmin: false,
});

describe("notification preferences policy: every actor × action", () => {
  const cases: [string, Actor, string][] = [
    ["a visitor", { kind: "visitor" }, ""],
    ["the member themself", member("me"), "view update"],
    ["another member", member("other"), ""],
    ["a platform admin", { ...member("admin"), isPlatformAdmin: true } as Actor, ""],
  ];
  for (const [name, actor, allowedList] of cases) {
    it(name, () => {
      const allowed = new Set(allowedList.split(" ").filter(Boolean));
      const resource = { kind: "notificationPreferences", userId: "me" } as const;
      const answers = NOTIFICATION_PREFERENCES_ACTIONS.map((action) => [
        action,
        canOnNotificationPreferences(actor, action, resource),
      ]);
      expect(Object.fromEntries(answers)).toEqual(
        Object.fromEntries(NOTIFICATION_PREFERENCES_ACTIONS.map((action) => [action, allowed.has(action)])),
      );
      // The policy index asks the same rule.
      for (const action of NOTIFICATION_PREFERENCES_ACTIONS) {
        expect(can(actor, action, resource)).toBe(allowed.has(action));
      }
    });
  }
});

describe("notification preferences policy: the one-click unsubscribe link", () => {
  const signed = { kind: "notificationPreferences", userId: "me", linkSignedFor: "me" } as const;
  const someoneElses = { kind: "notificationPreferences", userId: "me", linkSignedFor: "other" } as const;
  it("lets anyone holding the member's signed link turn their e-mail off, and nothing else", () => {
    for (const actor of [{ kind: "visitor" } as Actor, member("other"), member("me")]) {
      expect(can(actor, "unsubscribe", signed)).toBe(true);
      expect(can(actor, "unsubscribe", someoneElses)).toBe(false);
      expect(can(actor, "update", signed)).toBe(actor.kind === "member" && actor.id === "me");
    }
  });
});
