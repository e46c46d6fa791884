import { describe, expect, it } from "vitest";
import { VISITOR } from ".";
import type { MemberActor } from "./actor";
import { canOnVolunteerHours, VOLUNTEER_HOURS_ACTIONS } from "./volunteer-hours";

const member = (id: string, isPlatformAdmin = false): MemberActor => ({
  kind: "member",
  id,
  email: `${id}@example.org`,
  emailVerified: true,
  name: id,
  isPlatformAdmin,
});

describe("volunteer hours policy", () => {
  const hours = { kind: "volunteerHours" as const, userId: "ada" };
  for (const action of VOLUNTEER_HOURS_ACTIONS) {
    it(`${action}: the member alone, not another member, a platform admin or a visitor`, () => {
      expect(canOnVolunteerHours(member("ada"), action, hours)).toBe(true);
      expect(canOnVolunteerHours(member("ben"), action, hours)).toBe(false);
      expect(canOnVolunteerHours(member("root", true), action, hours)).toBe(false);
      expect(canOnVolunteerHours(VISITOR, action, hours)).toBe(false);
    });
  }
});

describe("volunteer hours policy: others' reading", () => {
  const shown = { kind: "volunteerHours" as const, userId: "ada", visibleToMembers: true };
  const verifier = { kind: "volunteerHours" as const, userId: "ada", verifiesOrganisation: true };
  it("lets members read the verified hours a member made visible, and nothing more of them", () => {
    expect(canOnVolunteerHours(member("ben"), "viewVerified", shown)).toBe(true);
    expect(canOnVolunteerHours(VISITOR, "viewVerified", shown)).toBe(false);
    for (const action of [
      "view",
      "viewForOrganisation",
      "log",
      "withdraw",
      "issueTranscript",
      "share",
    ] as const) {
      expect(canOnVolunteerHours(member("ben"), action, shown)).toBe(false);
    }
  });
  it("lets an organisation's verifier read the member's hours credited to it, whatever the member chose", () => {
    expect(canOnVolunteerHours(member("olu"), "viewForOrganisation", verifier)).toBe(true);
    expect(canOnVolunteerHours(member("olu"), "viewVerified", verifier)).toBe(false);
    expect(canOnVolunteerHours(member("olu"), "view", verifier)).toBe(false);
  });
});
