import type { Executor } from "../db/client";
import type { Config } from "../env";
import type { Logger } from "../logger";
import { betaSignupAdminMail } from "./handlers/beta-signup-admin-mail";
import { cancellationNotifications } from "./handlers/cancellation-notifications";
import { communityPostNotifications } from "./handlers/community-post-notifications";
import { connectionNotifications } from "./handlers/connection-notifications";
import { invitationNotifications } from "./handlers/invitation-notifications";
import { linkPreviewRequests } from "./handlers/link-previews";
import { membershipNotifications } from "./handlers/membership-notifications";
import { partnerNotifications } from "./handlers/partner-notifications";
import { postNotifications } from "./handlers/post-notifications";
import { waitlistNotifications } from "./handlers/waitlist-notifications";
import type { DomainEventType, StoredEvent } from "./types";

/** What a handler may use besides the job's transaction. */
export interface EventHandlerDeps {
  config: Config;
  logger: Logger;
}

/**
 * A reaction to events. `run` gets the job's transaction: whatever it writes (a notification row,
 * a queued mail) commits together with the job's completion, so it happens exactly once per
 * event even when several servers work the queue or one of them dies mid-job.
 */
export interface EventHandler<T extends DomainEventType = DomainEventType> {
  /** Stable name: the dispatcher keys each event's job by it. */
  name: string;
  events: readonly T[];
  run(event: StoredEvent<T>, tx: Executor): Promise<void>;
}

/** Every handler of the running server, with the events it subscribes to. Later issues add theirs here. */
export function eventHandlers(deps: EventHandlerDeps): EventHandler[] {
  return [
    betaSignupAdminMail(deps),
    postNotifications(deps),
    linkPreviewRequests(),
    connectionNotifications(deps),
    communityPostNotifications(),
    membershipNotifications(),
    partnerNotifications(),
    invitationNotifications(),
    waitlistNotifications(),
    cancellationNotifications(),
  ] as EventHandler[];
}

/** The job kind that runs a handler for one event. */
export function eventJobKind(handlerName: string): string {
  return `event.${handlerName}`;
}
