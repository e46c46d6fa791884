import type { MembershipRole, MembershipStatus } from "../../shared/enums";
import type { Actor } from "./actor";
import type { Decision } from "./decision";
import type { EntityAccess } from "./entity";
import { ENTITY_STORAGE_ACTIONS } from "./entity-storage";
import { EVENT_SUBGROUP_ACTIONS } from "./event-subgroup";
import { type ActionOn, explain, type Resource } from "./index";
import { MEMBERSHIP_ACTIONS } from "./membership";
import { ENTITY_ACTIONS } from "./roles";
import { WORKSPACE_ACTIONS } from "./workspace";

/** What /debug/event-admin-test is told about one event and one member (loaded by its route). */
export interface EventExplanationInput {
  event: EntityAccess;
  /** The member's access to the group or partnership organising the event; null when none does. */
  organiser: EntityAccess | null;
  /** The workspace's edit role (admin when never set). */
  editRole: MembershipRole;
  /** The member has a registration for the event. */
  registered: boolean;
}

/** One decision of one policy, on the resource it was asked about. */
export interface ExplainedDecision extends Decision {
  action: string;
  /** Whom or what the action is on, when the section asks about several (the memberships). */
  on?: string;
  resource: Resource;
}

export interface ExplainedSection {
  /** The policy's file, which holds the rule. */
  policy: string;
  title: string;
  decisions: ExplainedDecision[];
}

/** Other members' memberships, one of each kind, as the membership policy would judge them. */
const MEMBERSHIP_TARGETS: { on: string; role: MembershipRole; status: MembershipStatus }[] = [
  { on: "a pending request", role: "member", status: "pending" },
  { on: "a member", role: "member", status: "active" },
  { on: "a moderator", role: "moderator", status: "active" },
  { on: "an admin", role: "admin", status: "active" },
  { on: "the owner", role: "owner", status: "active" },
];
/** No member has this id: the memberships asked about are never the actor's own. */
const SOMEONE_ELSE = "00000000-0000-0000-0000-000000000000";

/** Each action of `actions`, asked of the real policy through `explain` (policies/index.ts). */
function ask<R extends Resource>(
  actor: Actor,
  resource: R,
  actions: readonly ActionOn<R>[],
  on?: string,
): ExplainedDecision[] {
  return actions.map((action) => ({
    action: String(action),
    ...(on ? { on } : {}),
    ...explain(actor, action, resource),
    resource,
  }));
}

/**
 * Every permission decision the policies make for this member on this event, each with its rule
 * (issue 31). Pure: the route loads what it needs; nothing here re-derives a rule, every answer is
 * the policy's own (`explain`, whose `allowed` is what `can` answers).
 */
export function explainEvent(actor: Actor, input: EventExplanationInput): ExplainedSection[] {
  const { event } = input;
  const membershipDecisions = MEMBERSHIP_TARGETS.flatMap((target) =>
    ask(
      actor,
      {
        kind: "membership",
        entity: event,
        target: { userId: SOMEONE_ELSE, role: target.role, status: target.status },
      },
      MEMBERSHIP_ACTIONS,
      target.on,
    ),
  );
  return [
    {
      policy: "entity.ts and roles.ts",
      title: "The event",
      decisions: ask(actor, event, ENTITY_ACTIONS.event),
    },
    {
      policy: "event-organiser.ts",
      title: "Its organising group or partnership",
      decisions: ask(actor, { kind: "eventOrganiser", event, current: input.organiser }, ["change"]),
    },
    {
      policy: "post.ts",
      title: "Posting in the event",
      decisions: ask(actor, { kind: "postTarget", target: event }, ["create"]),
    },
    {
      policy: "event-subgroup.ts",
      title: "Its subgroups",
      decisions: ask(
        actor,
        { kind: "eventSubgroup", event, registered: input.registered, isMember: false },
        EVENT_SUBGROUP_ACTIONS,
      ),
    },
    {
      policy: "workspace.ts",
      title: "Its workspace",
      decisions: ask(
        actor,
        { kind: "workspace", entity: event, editRole: input.editRole },
        WORKSPACE_ACTIONS,
      ),
    },
    {
      policy: "entity-storage.ts",
      title: "Its files",
      decisions: ask(actor, { kind: "entityStorage", entity: event }, ENTITY_STORAGE_ACTIONS),
    },
    { policy: "membership.ts", title: "Other members' memberships", decisions: membershipDecisions },
  ];
}
