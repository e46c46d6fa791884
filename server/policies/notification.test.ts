import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { canOnNotification, NOTIFICATION_ACTIONS } from "./notification";

const member = (id: string): Actor => ({
  kind: "member",
  id,
  email: `${id}@example.org`,
  emailVerified: true,
  name: id,
  isPlatformAdmin: false,
});

describe("notification policy: every actor × action", () => {
  const cases: [string, Actor, string][] = [
    ["a visitor", { kind: "visitor" }, ""],
    ["the member it was written for", member("me"), "view markRead"],
    ["another member", member("other"), ""],
    ["a platform admin", { ...member("admin"), isPlatformAdmin: true } as Actor, ""],
  ];
  for (const [name, actor, allowedList] of cases) {
    it(name, () => {
      const allowed = new Set(allowedList.split(" ").filter(Boolean));
      const answers = NOTIFICATION_ACTIONS.map((action) => [
        action,
        canOnNotification(actor, action, { kind: "notification", userId: "me" }),
      ]);
      expect(Object.fromEntries(answers)).toEqual(
        Object.fromEntries(NOTIFICATION_ACTIONS.map((action) => [action, allowed.has(action)])),
      );
    });
  }
});
