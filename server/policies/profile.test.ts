import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { canOnProfile, PROFILE_ACTIONS } from "./profile";

const member = (id: string): Actor => ({
  kind: "member",
  id,
  email: `${id}@example.org`,
  emailVerified: true,
  name: id,
  isPlatformAdmin: false,
});

describe("profile policy: every actor × action", () => {
  const cases: [string, Actor, string][] = [
    ["a visitor", { kind: "visitor" }, ""],
    ["the member themself", member("me"), "view update"],
    ["another member", member("other"), "view connect"],
    ["a platform admin", { ...member("admin"), isPlatformAdmin: true } as Actor, "view connect"],
  ];
  for (const [name, actor, allowedList] of cases) {
    it(name, () => {
      const allowed = new Set(allowedList.split(" ").filter(Boolean));
      const answers = PROFILE_ACTIONS.map((action) => [
        action,
        canOnProfile(actor, action, { kind: "profile", userId: "me" }),
      ]);
      expect(Object.fromEntries(answers)).toEqual(
        Object.fromEntries(PROFILE_ACTIONS.map((action) => [action, allowed.has(action)])),
      );
    });
  }
});
