import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES, type NotificationType } from "../../shared/enums";
import { NOTIFICATION_SWITCHES } from "../../shared/notification-preferences";
import { type NotificationSwitches, wantsDelivery } from "./preferences";

const allOn = (): NotificationSwitches =>
  Object.fromEntries(NOTIFICATION_SWITCHES.map((name) => [name, true])) as NotificationSwitches;

/** Each type and the switch pair that decides it, written out by hand. */
const EXPECTED: [NotificationType, string, string][] = [
  ["like", "emailLikes", "pushLikes"],
  ["comment", "emailComments", "pushComments"],
  ["mention", "emailMentions", "pushMentions"],
  ["connection_request", "emailConnections", "pushConnections"],
  ["connection_accepted", "emailConnections", "pushConnections"],
  ["group_post", "emailGroupPosts", "pushGroupPosts"],
  ["partnership_post", "emailGroupPosts", "pushGroupPosts"],
  ["event_post", "emailGroupPosts", "pushGroupPosts"],
  ["workspace_update", "emailWorkspaceUpdates", "pushWorkspaceUpdates"],
  ["event_reminder", "emailEventReminders", "pushEventReminders"],
  ["membership_request", "emailMemberships", "pushMemberships"],
  ["membership_approved", "emailMemberships", "pushMemberships"],
  ["membership_declined", "emailMemberships", "pushMemberships"],
  ["partner_request", "emailMemberships", "pushMemberships"],
  ["partner_approved", "emailMemberships", "pushMemberships"],
  ["partner_declined", "emailMemberships", "pushMemberships"],
  ["invitation", "emailMemberships", "pushMemberships"],
  ["content_removed", "emailMemberships", "pushMemberships"],
  ["hours_verified", "emailVolunteerHours", "pushVolunteerHours"],
  ["hours_declined", "emailVolunteerHours", "pushVolunteerHours"],
  ["award_received", "emailRecognition", "pushRecognition"],
  ["milestone_reached", "emailRecognition", "pushRecognition"],
  ["waitlist_promoted", "emailEventReminders", "pushEventReminders"],
  ["event_cancelled", "emailEventReminders", "pushEventReminders"],
  ["event_restored", "emailEventReminders", "pushEventReminders"],
];

describe("wantsDelivery", () => {
  it("maps every notification type", () => {
    expect(EXPECTED.map(([type]) => type).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it("delivers everything with the defaults (every switch on)", () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(wantsDelivery(allOn(), type, "email")).toBe(true);
      expect(wantsDelivery(allOn(), type, "push")).toBe(true);
    }
  });

  for (const [type, email, push] of EXPECTED) {
    it(`${type}: ${email} decides e-mail and ${push} push, each alone`, () => {
      const noEmail = { ...allOn(), [email]: false };
      expect(wantsDelivery(noEmail, type, "email")).toBe(false);
      expect(wantsDelivery(noEmail, type, "push")).toBe(true);
      const noPush = { ...allOn(), [push]: false };
      expect(wantsDelivery(noPush, type, "email")).toBe(true);
      expect(wantsDelivery(noPush, type, "push")).toBe(false);
      // Any other type's switches leave this one alone.
      for (const name of NOTIFICATION_SWITCHES) {
        if ([email, push, "emailEnabled", "pushEnabled"].includes(name)) continue;
        const other = { ...allOn(), [name]: false };
        expect(wantsDelivery(other, type, "email"), name).toBe(true);
        expect(wantsDelivery(other, type, "push"), name).toBe(true);
      }
    });
  }

  it("sends nothing by a channel whose master switch is off, whatever its type switches say", () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(wantsDelivery({ ...allOn(), emailEnabled: false }, type, "email")).toBe(false);
      expect(wantsDelivery({ ...allOn(), emailEnabled: false }, type, "push")).toBe(true);
      expect(wantsDelivery({ ...allOn(), pushEnabled: false }, type, "push")).toBe(false);
      expect(wantsDelivery({ ...allOn(), pushEnabled: false }, type, "email")).toBe(true);
    }
  });
});
