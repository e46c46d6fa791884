import { describe, expect, it } from "vitest";
import { describePolicyTable, memberActor as member } from "../test/policy-table";
import type { Actor } from "./actor";
import { can } from "./index";
import { canOnNotificationPreferences, NOTIFICATION_PREFERENCES_ACTIONS } from "./notification-preferences";

describePolicyTable(
  "notification preferences policy",
  {
    actions: NOTIFICATION_PREFERENCES_ACTIONS,
    check: canOnNotificationPreferences,
    resource: { kind: "notificationPreferences", userId: "me" },
  },
  { visitor: "", owner: "view update", other: "", admin: "" },
);

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
