import { describe, expect, it } from "vitest";
import type { Actor } from "../policies/actor";
import { type ActionOn, can, type Resource } from "../policies/index";

/** A signed-in member with this id (and an address made from it), not a platform admin. */
export const memberActor = (id: string): Actor => ({
  kind: "member",
  id,
  email: `${id}@example.org`,
  emailVerified: true,
  name: id,
  isPlatformAdmin: false,
});

/** What each of the usual four actors may do to a resource of the member "me", as space-separated actions. */
export interface OwnResourceTable {
  visitor: string;
  /** The member the resource belongs to ("me"). */
  owner: string;
  /** Another member. */
  other: string;
  /** A platform admin who is not the owner. */
  admin: string;
}

/**
 * A policy's table, every actor × action: each actor may do exactly the actions listed, asked of
 * the policy's own function and of the policy index's `can` (which must ask the same rule).
 */
export function describePolicyTable<A extends string, R extends Resource>(
  title: string,
  policy: { actions: readonly A[]; check: (actor: Actor, action: A, resource: R) => boolean; resource: R },
  table: OwnResourceTable,
  ownerLabel = "the member themself",
) {
  const cases: [string, Actor, string][] = [
    ["a visitor", { kind: "visitor" }, table.visitor],
    [ownerLabel, memberActor("me"), table.owner],
    ["another member", memberActor("other"), table.other],
    ["a platform admin", { ...memberActor("admin"), isPlatformAdmin: true } as Actor, table.admin],
  ];
  describe(`${title}: every actor × action`, () => {
    for (const [name, actor, allowedList] of cases) {
      it(name, () => {
        const allowed = new Set(allowedList.split(" ").filter(Boolean));
        const expected = Object.fromEntries(policy.actions.map((action) => [action, allowed.has(action)]));
        const answers = policy.actions.map((action) => [
          action,
          policy.check(actor, action, policy.resource),
        ]);
        expect(Object.fromEntries(answers)).toEqual(expected);
        const viaIndex = policy.actions.map((action) => [
          action,
          can(actor, action as unknown as ActionOn<R>, policy.resource),
        ]);
        expect(Object.fromEntries(viaIndex)).toEqual(expected);
      });
    }
  });
}
