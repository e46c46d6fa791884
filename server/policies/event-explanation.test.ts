import { describe, expect, it } from "vitest";
import { MEMBERSHIP_ROLES, type MembershipRole, VISIBILITIES } from "../../shared/enums";
import type { Actor, MemberActor } from "./actor";
import type { EntityAccess } from "./entity";
import { explainEvent } from "./event-explanation";
import { type ActionOn, can, explain, type Resource } from "./index";

const member = (isPlatformAdmin = false): MemberActor => ({
  kind: "member",
  id: "11111111-1111-1111-1111-111111111111",
  email: "m@example.org",
  emailVerified: true,
  name: "M",
  isPlatformAdmin,
});

const eventAccess = (over: Partial<EntityAccess> = {}): EntityAccess => ({
  kind: "entity",
  type: "event",
  id: 5,
  visibility: "private",
  membership: null,
  inheritedRole: null,
  isHost: false,
  ...over,
});

const group = (role: MembershipRole | null): EntityAccess => ({
  kind: "entity",
  type: "group",
  id: 9,
  visibility: "private",
  membership: role ? { role, status: "active" } : null,
  inheritedRole: null,
  isHost: false,
});

/** Every situation a member can stand in towards an event, as far as the policies tell them apart. */
function* situations(): Generator<[string, Actor, Parameters<typeof explainEvent>[1]]> {
  const memberships: EntityAccess["membership"][] = [
    null,
    { role: "member", status: "pending" },
    ...MEMBERSHIP_ROLES.map((role) => ({ role, status: "active" as const })),
  ];
  for (const visibility of VISIBILITIES)
    for (const membership of memberships)
      for (const inheritedRole of [null, "admin", "owner"] as const)
        for (const isHost of [false, true])
          for (const platformAdmin of [false, true])
            for (const organiserRole of [null, "member", "owner"] as const) {
              const name = `${visibility} ${membership ? `${membership.status} ${membership.role}` : "none"} inherits ${inheritedRole} host ${isHost} admin ${platformAdmin} organiser ${organiserRole}`;
              yield [
                name,
                member(platformAdmin),
                {
                  event: eventAccess({ visibility, membership, inheritedRole, isHost }),
                  organiser: organiserRole === null ? null : group(organiserRole),
                  editRole: "moderator",
                  registered: isHost,
                },
              ];
            }
}

describe("explainEvent", () => {
  it("gives, for every decision in every situation, exactly what `can` answers", () => {
    let decisions = 0;
    for (const [name, actor, input] of situations()) {
      for (const section of explainEvent(actor, input)) {
        for (const decision of section.decisions) {
          const action = decision.action as ActionOn<Resource>;
          expect(decision.allowed, `${name}: ${section.title} ${decision.action}`).toBe(
            can(actor, action, decision.resource),
          );
          expect(decision.rule.length).toBeGreaterThan(10);
          decisions++;
        }
      }
    }
    expect(decisions).toBeGreaterThan(10_000);
  });

  it("names the host's rights, and the role table's row, for a host", () => {
    const sections = explainEvent(member(), {
      event: eventAccess({ isHost: true }),
      organiser: null,
      editRole: "admin",
      registered: true,
    });
    const event = sections[0]?.decisions ?? [];
    const update = event.find((d) => d.action === "update");
    expect(update).toMatchObject({ allowed: true });
    expect(update?.rule).toContain("hosting the event (an owner's rights)");
    expect(update?.rule).toContain("grants owner");
    // Hosting is not a membership: there is nothing of their own to leave.
    expect(event.find((d) => d.action === "leave")).toMatchObject({
      allowed: false,
      rule: "Only one's own active membership can be left; they have none.",
    });
  });

  it("says why a stranger is kept out of a private event, and why a platform admin gets in", () => {
    const input = { event: eventAccess(), organiser: null, editRole: "admin" as const, registered: false };
    const stranger = explainEvent(member(), input)[0]?.decisions.find((d) => d.action === "view");
    expect(stranger).toMatchObject({
      allowed: false,
      rule: "A private entity is viewed by those with a role in it. They hold no role here.",
    });
    const admin = explainEvent(member(true), input)[0]?.decisions.find((d) => d.action === "view");
    expect(admin?.allowed).toBe(true);
    expect(admin?.rule).toContain("Platform admins");
    // Oversight is not an invitation: the admin does not register for the private event.
    const register = explainEvent(member(true), input)[0]?.decisions.find((d) => d.action === "register");
    expect(register?.allowed).toBe(false);
  });

  it("carries a delegated rule through to the rule that decided it", () => {
    const sections = explainEvent(member(), {
      event: eventAccess({ membership: { role: "member", status: "active" } }),
      organiser: null,
      editRole: "admin",
      registered: false,
    });
    const upload = sections
      .find((s) => s.policy === "entity-storage.ts")
      ?.decisions.find((d) => d.action === "upload");
    expect(upload?.allowed).toBe(false);
    expect(upload?.rule).toMatch(
      /^Needs the entity's "manageStorage"\. They hold their own role here, member\./,
    );
    const write = sections
      .find((s) => s.policy === "workspace.ts")
      ?.decisions.find((d) => d.action === "write");
    expect(write).toMatchObject({ allowed: false });
    expect(write?.rule).toContain("written by admin and up");
    const join = sections
      .find((s) => s.policy === "event-subgroup.ts")
      ?.decisions.find((d) => d.action === "join");
    expect(join).toMatchObject({ allowed: false, rule: "Register for the event to join its subgroups." });
  });

  it("asks the membership policy about each kind of other member", () => {
    const sections = explainEvent(member(), {
      event: eventAccess({ membership: { role: "admin", status: "active" } }),
      organiser: null,
      editRole: "admin",
      registered: false,
    });
    const memberships = sections.find((s) => s.policy === "membership.ts")?.decisions ?? [];
    const answer = (on: string, action: string) =>
      memberships.find((d) => d.on === on && d.action === action)?.allowed;
    expect(answer("a moderator", "remove")).toBe(true);
    expect(answer("an admin", "remove")).toBe(false);
    expect(answer("the owner", "changeRole")).toBe(false);
    expect(answer("a pending request", "approve")).toBe(true);
    expect(answer("a member", "makeOwner")).toBe(false);
  });
});

describe("explain", () => {
  it("answers for a policy without reasons with its decision, and says so", () => {
    const actor = member();
    const resource = { kind: "award", recipientId: actor.id } as const;
    expect(explain(actor, "hide", resource)).toEqual({
      allowed: true,
      rule: "This policy gives its answer without its reasons.",
    });
  });
});
