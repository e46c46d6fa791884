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
