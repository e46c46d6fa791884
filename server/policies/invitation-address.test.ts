import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { canOnInvitationAddress } from "./invitation-address";

const visitor: Actor = { kind: "visitor" };
const member: Actor = {
  kind: "member",
  id: "m",
  email: "ana@example.org",
  emailVerified: true,
  name: "Ana",
  isPlatformAdmin: true,
};

describe("invitation address policy", () => {
  it("lets a link signed for the address stop its invitations, whoever sends it", () => {
    for (const actor of [visitor, member]) {
      expect(
        canOnInvitationAddress(actor, "optOut", {
          kind: "invitationAddress",
          email: "Ben@Example.org",
          linkSignedFor: "ben@example.org",
        }),
      ).toBe(true);
    }
  });

  it("refuses without a link, or with one signed for another address, platform admins and the owner of the address included", () => {
    for (const actor of [visitor, member]) {
      expect(
        canOnInvitationAddress(actor, "optOut", { kind: "invitationAddress", email: "ana@example.org" }),
      ).toBe(false);
      expect(
        canOnInvitationAddress(actor, "optOut", {
          kind: "invitationAddress",
          email: "ana@example.org",
          linkSignedFor: "ben@example.org",
        }),
      ).toBe(false);
    }
  });
});
