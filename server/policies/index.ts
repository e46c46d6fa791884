import { forbidden, unauthorized } from "../errors";
import type { Actor, MemberActor } from "./actor";
import {
  CALENDAR_FEED_ACTIONS,
  type CalendarFeedAccess,
  type CalendarFeedAction,
  canOnCalendarFeed,
} from "./calendar-feed";
import {
  CONNECTION_ACTIONS,
  type ConnectionAccess,
  type ConnectionAction,
  canOnConnection,
} from "./connection";
import { canOnDashboard, DASHBOARD_ACTIONS, type DashboardAccess, type DashboardAction } from "./dashboard";
import { canOnEntity, type EntityAccess } from "./entity";
import {
  canOnEntityStorage,
  ENTITY_STORAGE_ACTIONS,
  type EntityStorageAccess,
  type EntityStorageAction,
} from "./entity-storage";
import {
  canOnEventOrganiser,
  EVENT_ORGANISER_ACTIONS,
  type EventOrganiserAccess,
  type EventOrganiserAction,
} from "./event-organiser";
import {
  canOnEventSubgroup,
  EVENT_SUBGROUP_ACTIONS,
  type EventSubgroupAccess,
  type EventSubgroupAction,
} from "./event-subgroup";
import {
  canOnFile,
  canOnUpload,
  FILE_ACTIONS,
  type FileAccess,
  type FileAction,
  UPLOAD_ACTIONS,
  type UploadAccess,
  type UploadAction,
} from "./file";
import {
  canOnInvitationAddress,
  INVITATION_ADDRESS_ACTIONS,
  type InvitationAddressAccess,
  type InvitationAddressAction,
} from "./invitation-address";
import {
  canOnInvitation,
  canOnMembership,
  INVITATION_ACTIONS,
  type InvitationAccess,
  type InvitationAction,
  MEMBERSHIP_ACTIONS,
  type MembershipAccess,
  type MembershipAction,
} from "./membership";
import {
  canOnNotification,
  NOTIFICATION_ACTIONS,
  type NotificationAccess,
  type NotificationAction,
} from "./notification";
import {
  canOnNotificationPreferences,
  NOTIFICATION_PREFERENCES_ACTIONS,
  type NotificationPreferencesAccess,
  type NotificationPreferencesAction,
} from "./notification-preferences";
import { canOnPartner, PARTNER_ACTIONS, type PartnerAccess, type PartnerAction } from "./partner";
import { canOnPlatform, PLATFORM_ACTIONS, type PlatformAccess, type PlatformAction } from "./platform";
import {
  COMMENT_ACTIONS,
  type CommentAccess,
  type CommentAction,
  canOnComment,
  canOnPost,
  canOnPostTarget,
  POST_ACTIONS,
  POST_TARGET_ACTIONS,
  type PostAccess,
  type PostAction,
  type PostTargetAccess,
  type PostTargetAction,
} from "./post";
import { canOnProfile, PROFILE_ACTIONS, type ProfileAccess, type ProfileAction } from "./profile";
import {
  canOnPushSubscription,
  PUSH_SUBSCRIPTION_ACTIONS,
  type PushSubscriptionAccess,
  type PushSubscriptionAction,
} from "./push-subscription";
import { ENTITY_ACTIONS, type EntityAction } from "./roles";
import { canOnWorkspace, WORKSPACE_ACTIONS, type WorkspaceAccess, type WorkspaceAction } from "./workspace";

export type { Actor, MemberActor, VisitorActor } from "./actor";
export { isMember, isPlatformAdmin, VISITOR } from "./actor";
export type { CalendarFeedAccess } from "./calendar-feed";
export type { ConnectionAccess } from "./connection";
export type { DashboardAccess } from "./dashboard";
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

/** Everything a policy can be asked about, told apart by `kind`. */
export type Resource =
  | EntityAccess
  | EntityStorageAccess
  | EventSubgroupAccess
  | EventOrganiserAccess
  | MembershipAccess
  | PartnerAccess
  | InvitationAccess
  | InvitationAddressAccess
  | PostAccess
  | PostTargetAccess
  | CommentAccess
  | ProfileAccess
  | PlatformAccess
  | UploadAccess
  | FileAccess
  | ConnectionAccess
  | DashboardAccess
  | CalendarFeedAccess
  | NotificationPreferencesAccess
  | NotificationAccess
  | PushSubscriptionAccess
  | WorkspaceAccess;

/** The actions each kind of resource knows, by its `kind`. */
interface ActionsByKind {
  entity: EntityAction;
  entityStorage: EntityStorageAction;
  eventSubgroup: EventSubgroupAction;
  eventOrganiser: EventOrganiserAction;
  membership: MembershipAction;
  partner: PartnerAction;
  invitation: InvitationAction;
  invitationAddress: InvitationAddressAction;
  post: PostAction;
  postTarget: PostTargetAction;
  comment: CommentAction;
  profile: ProfileAction;
  platform: PlatformAction;
  upload: UploadAction;
  file: FileAction;
  connection: ConnectionAction;
  dashboard: DashboardAction;
  calendarFeed: CalendarFeedAction;
  notificationPreferences: NotificationPreferencesAction;
  notification: NotificationAction;
  pushSubscription: PushSubscriptionAction;
  workspace: WorkspaceAction;
}

export type ActionOn<R extends Resource> = ActionsByKind[R["kind"]];

/** May `actor` do `action` to `resource`? The one question every handler and presenter asks. */
export function can<R extends Resource>(actor: Actor, action: ActionOn<R>, resource: R): boolean {
  switch (resource.kind) {
    case "entity":
      return canOnEntity(actor, action as EntityAction, resource);
    case "entityStorage":
      return canOnEntityStorage(actor, action as EntityStorageAction, resource);
    case "eventSubgroup":
      return canOnEventSubgroup(actor, action as EventSubgroupAction, resource);
    case "eventOrganiser":
      return canOnEventOrganiser(actor, action as EventOrganiserAction, resource);
    case "membership":
      return canOnMembership(actor, action as MembershipAction, resource);
    case "partner":
      return canOnPartner(actor, action as PartnerAction, resource);
    case "invitation":
      return canOnInvitation(actor, action as InvitationAction, resource);
    case "invitationAddress":
      return canOnInvitationAddress(actor, action as InvitationAddressAction, resource);
    case "post":
      return canOnPost(actor, action as PostAction, resource);
    case "postTarget":
      return canOnPostTarget(actor, action as PostTargetAction, resource);
    case "comment":
      return canOnComment(actor, action as CommentAction, resource);
    case "profile":
      return canOnProfile(actor, action as ProfileAction, resource);
    case "platform":
      return canOnPlatform(actor, action as PlatformAction, resource);
    case "upload":
      return canOnUpload(actor, action as UploadAction, resource);
    case "file":
      return canOnFile(actor, action as FileAction, resource);
    case "connection":
      return canOnConnection(actor, action as ConnectionAction, resource);
    case "dashboard":
      return canOnDashboard(actor, action as DashboardAction, resource);
    case "calendarFeed":
      return canOnCalendarFeed(actor, action as CalendarFeedAction, resource);
    case "notificationPreferences":
      return canOnNotificationPreferences(actor, action as NotificationPreferencesAction, resource);
    case "notification":
      return canOnNotification(actor, action as NotificationAction, resource);
    case "pushSubscription":
      return canOnPushSubscription(actor, action as PushSubscriptionAction, resource);
    case "workspace":
      return canOnWorkspace(actor, action as WorkspaceAction, resource);
  }
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
  // A plain loop: presenters ask this for every post of a feed page.
  const flags = {} as Record<ActionOn<R>, boolean>;
  for (const action of actionsOf(resource) as readonly ActionOn<R>[])
    flags[action] = can(actor, action, resource);
  return flags;
}

function actionsOf(resource: Resource): readonly string[] {
  switch (resource.kind) {
    case "entity":
      return ENTITY_ACTIONS[resource.type];
    case "entityStorage":
      return ENTITY_STORAGE_ACTIONS;
    case "eventSubgroup":
      return EVENT_SUBGROUP_ACTIONS;
    case "eventOrganiser":
      return EVENT_ORGANISER_ACTIONS;
    case "membership":
      return MEMBERSHIP_ACTIONS;
    case "partner":
      return PARTNER_ACTIONS;
    case "invitation":
      return INVITATION_ACTIONS;
    case "invitationAddress":
      return INVITATION_ADDRESS_ACTIONS;
    case "post":
      return POST_ACTIONS;
    case "postTarget":
      return POST_TARGET_ACTIONS;
    case "comment":
      return COMMENT_ACTIONS;
    case "profile":
      return PROFILE_ACTIONS;
    case "platform":
      return PLATFORM_ACTIONS;
    case "upload":
      return UPLOAD_ACTIONS;
    case "file":
      return FILE_ACTIONS;
    case "connection":
      return CONNECTION_ACTIONS;
    case "dashboard":
      return DASHBOARD_ACTIONS;
    case "calendarFeed":
      return CALENDAR_FEED_ACTIONS;
    case "notificationPreferences":
      return NOTIFICATION_PREFERENCES_ACTIONS;
    case "notification":
      return NOTIFICATION_ACTIONS;
    case "pushSubscription":
      return PUSH_SUBSCRIPTION_ACTIONS;
    case "workspace":
      return WORKSPACE_ACTIONS;
  }
}
