import { forbidden, unauthorized } from "../errors";
import type { Actor, MemberActor } from "./actor";
import { AWARD_ACTIONS, canOnAward } from "./award";
import { CALENDAR_FEED_ACTIONS, canOnCalendarFeed } from "./calendar-feed";
import { CONNECTION_ACTIONS, canOnConnection } from "./connection";
import { canOnDashboard, DASHBOARD_ACTIONS } from "./dashboard";
import type { Decision } from "./decision";
import { canOnEntity, type EntityAccess, explainOnEntity } from "./entity";
import { canOnEntityStorage, ENTITY_STORAGE_ACTIONS, explainOnEntityStorage } from "./entity-storage";
import { canOnEventOrganiser, EVENT_ORGANISER_ACTIONS, explainOnEventOrganiser } from "./event-organiser";
import { canOnEventSubgroup, EVENT_SUBGROUP_ACTIONS, explainOnEventSubgroup } from "./event-subgroup";
import { canOnFile, canOnUpload, FILE_ACTIONS, UPLOAD_ACTIONS } from "./file";
import { canOnInvitationAddress, INVITATION_ADDRESS_ACTIONS } from "./invitation-address";
import {
  canOnInvitation,
  canOnMembership,
  explainOnMembership,
  INVITATION_ACTIONS,
  MEMBERSHIP_ACTIONS,
} from "./membership";
import { canOnNotification, NOTIFICATION_ACTIONS } from "./notification";
import { canOnNotificationPreferences, NOTIFICATION_PREFERENCES_ACTIONS } from "./notification-preferences";
import { canOnPartner, PARTNER_ACTIONS } from "./partner";
import { canOnPlatform, PLATFORM_ACTIONS } from "./platform";
import {
  COMMENT_ACTIONS,
  canOnComment,
  canOnPost,
  canOnPostTarget,
  explainOnPostTarget,
  POST_ACTIONS,
  POST_TARGET_ACTIONS,
} from "./post";
import { canOnProfile, PROFILE_ACTIONS } from "./profile";
import { canOnPushSubscription, PUSH_SUBSCRIPTION_ACTIONS } from "./push-subscription";
import { ENTITY_ACTIONS } from "./roles";
import { canOnVolunteerHours, VOLUNTEER_HOURS_ACTIONS } from "./volunteer-hours";
import { canOnWorkspace, explainOnWorkspace, WORKSPACE_ACTIONS } from "./workspace";

export type { Actor, MemberActor, VisitorActor } from "./actor";
export { isMember, isPlatformAdmin, VISITOR } from "./actor";
export type { AwardAccess } from "./award";
export type { CalendarFeedAccess } from "./calendar-feed";
export type { ConnectionAccess } from "./connection";
export type { DashboardAccess } from "./dashboard";
export type { Decision } from "./decision";
export type { EntityAccess } from "./entity";
export type { EntityStorageAccess } from "./entity-storage";
export type { EventOrganiserAccess } from "./event-organiser";
export type { EventSubgroupAccess } from "./event-subgroup";
export type { FileAccess, UploadAccess } from "./file";
export type { InvitationAddressAccess } from "./invitation-address";
export type { InvitationAccess, MembershipAccess } from "./membership";
export type { NotificationAccess } from "./notification";
export type { NotificationPreferencesAccess } from "./notification-preferences";
export type { PartnerAccess } from "./partner";
export type { PlatformAccess } from "./platform";
export type { CommentAccess, PostAccess, PostTargetAccess } from "./post";
export type { ProfileAccess } from "./profile";
export type { PushSubscriptionAccess } from "./push-subscription";
export type { WorkspaceAccess } from "./workspace";

/**
 * One resource's policy: every action it knows (the `can` flags of presenters) and its rule; a
 * policy that explains itself gives the rule with its words too (its `can` is that answer's
 * `allowed`, decision.ts).
 */
interface Policy<R, A extends string> {
  actions: readonly A[] | ((resource: R) => readonly A[]);
  can(actor: Actor, action: A, resource: R): boolean;
  explain?(actor: Actor, action: A, resource: R): Decision;
}

/**
 * Every policy, by the `kind` of the resource it judges. A new policy is its file (the access
 * type, the actions, the rule, and their test) and one line here.
 */
const POLICIES = {
  entity: {
    actions: (access: EntityAccess) => ENTITY_ACTIONS[access.type],
    can: canOnEntity,
    explain: explainOnEntity,
  },
  entityStorage: {
    actions: ENTITY_STORAGE_ACTIONS,
    can: canOnEntityStorage,
    explain: explainOnEntityStorage,
  },
  eventSubgroup: {
    actions: EVENT_SUBGROUP_ACTIONS,
    can: canOnEventSubgroup,
    explain: explainOnEventSubgroup,
  },
  eventOrganiser: {
    actions: EVENT_ORGANISER_ACTIONS,
    can: canOnEventOrganiser,
    explain: explainOnEventOrganiser,
  },
  membership: { actions: MEMBERSHIP_ACTIONS, can: canOnMembership, explain: explainOnMembership },
  partner: { actions: PARTNER_ACTIONS, can: canOnPartner },
  invitation: { actions: INVITATION_ACTIONS, can: canOnInvitation },
  invitationAddress: { actions: INVITATION_ADDRESS_ACTIONS, can: canOnInvitationAddress },
  post: { actions: POST_ACTIONS, can: canOnPost },
  postTarget: { actions: POST_TARGET_ACTIONS, can: canOnPostTarget, explain: explainOnPostTarget },
  comment: { actions: COMMENT_ACTIONS, can: canOnComment },
  profile: { actions: PROFILE_ACTIONS, can: canOnProfile },
  platform: { actions: PLATFORM_ACTIONS, can: canOnPlatform },
  upload: { actions: UPLOAD_ACTIONS, can: canOnUpload },
  file: { actions: FILE_ACTIONS, can: canOnFile },
  connection: { actions: CONNECTION_ACTIONS, can: canOnConnection },
  dashboard: { actions: DASHBOARD_ACTIONS, can: canOnDashboard },
  calendarFeed: { actions: CALENDAR_FEED_ACTIONS, can: canOnCalendarFeed },
  notificationPreferences: { actions: NOTIFICATION_PREFERENCES_ACTIONS, can: canOnNotificationPreferences },
  notification: { actions: NOTIFICATION_ACTIONS, can: canOnNotification },
  pushSubscription: { actions: PUSH_SUBSCRIPTION_ACTIONS, can: canOnPushSubscription },
  workspace: { actions: WORKSPACE_ACTIONS, can: canOnWorkspace, explain: explainOnWorkspace },
  volunteerHours: { actions: VOLUNTEER_HOURS_ACTIONS, can: canOnVolunteerHours },
  award: { actions: AWARD_ACTIONS, can: canOnAward },
};

type Policies = typeof POLICIES;
type Kind = keyof Policies;
type Judged<K extends Kind> = Parameters<Policies[K]["can"]>[2];
/** The keys of POLICIES whose policy judges another kind of resource: none, or the next line fails. */
type Misfiled = { [K in Kind]: [Judged<K>["kind"]] extends [K] ? never : K }[Kind];
null satisfies [Misfiled] extends [never] ? null : Misfiled;

/** Everything a policy can be asked about, told apart by `kind`. */
export type Resource = { [K in Kind]: Judged<K> }[Kind];

export type ActionOn<R extends Resource> = Parameters<Policies[R["kind"]]["can"]>[1];

/** The policy of the resource's kind, its types joined back to the resource's. */
const policyOf = <R extends Resource>(resource: R) =>
  POLICIES[resource.kind] as unknown as Policy<R, ActionOn<R>>;

/** May `actor` do `action` to `resource`? The one question every handler and presenter asks. */
export function can<R extends Resource>(actor: Actor, action: ActionOn<R>, resource: R): boolean {
  return policyOf(resource).can(actor, action, resource);
}

/**
 * May `actor` do `action` to `resource`, and by which rule (the diagnostic pages)? A policy that
 * does not explain itself answers with its decision and says so.
 */
export function explain<R extends Resource>(actor: Actor, action: ActionOn<R>, resource: R): Decision {
  const policy = policyOf(resource);
  if (policy.explain) return policy.explain(actor, action, resource);
  return {
    allowed: policy.can(actor, action, resource),
    rule: "This policy gives its answer without its reasons.",
  };
}

/**
 * For actions that need a signed-in member: a visitor gets 401 ("User must be authenticated"),
 * a member without the right 403; afterwards TypeScript knows the actor is a member.
 */
export function authorize<R extends Resource>(
  actor: Actor,
  action: ActionOn<R>,
  resource: R,
  message?: string,
): asserts actor is MemberActor {
  if (actor.kind === "visitor") throw unauthorized();
  if (!can(actor, action, resource)) throw forbidden(message);
}

/** Every action the resource's kind knows, each with the actor's answer: the `can` flags of presenters. */
export function permissions<R extends Resource>(actor: Actor, resource: R): Record<ActionOn<R>, boolean> {
  const policy = policyOf(resource);
  const actions = typeof policy.actions === "function" ? policy.actions(resource) : policy.actions;
  // A plain loop: presenters ask this for every post of a feed page.
  const flags = {} as Record<ActionOn<R>, boolean>;
  for (const action of actions) flags[action] = policy.can(actor, action, resource);
  return flags;
}
