import { Hono } from "hono";
import { NOTIFICATION_SETTINGS_PATH } from "../../../shared/notification-preferences";
import {
  notificationIdParamSchema,
  notificationListQuerySchema,
  unsubscribeQuerySchema,
} from "../../../shared/schemas/notifications";
import { markAllNotificationsRead, markNotificationRead } from "../../commands/notifications";
import { unsubscribeByLink } from "../../commands/unsubscribe";
import type { AppEnv } from "../../context";
import type { Executor } from "../../db/client";
import { forbidden, notFound } from "../../errors";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { readUnsubscribeToken } from "../../notifications/unsubscribe-token";
import { authorize, can, type NotificationAccess, VISITOR } from "../../policies";
import type { MemberActor } from "../../policies/actor";
import {
  presentNotificationAnswer,
  presentNotificationPage,
  presentReadAll,
  presentUnreadCount,
} from "../../presenters/notification";
import { presentUnsubscribed } from "../../presenters/notification-preferences";
import {
  countUnreadNotifications,
  loadNotification,
  loadNotificationPage,
} from "../../queries/notifications";

const NOT_FOUND = "This notification does not exist.";
const BAD_LINK = "This unsubscribe link is not valid.";

/**
 * The claim of an unsubscribe link, checked by the policy: the signature is the credential (no
 * session; decisions.md "Notification e-mails and the digest"). Tampered or malformed: 403.
 */
function signedClaim(secret: string, token: string) {
  const claim = readUnsubscribeToken(secret, token);
  if (!claim) throw forbidden(BAD_LINK);
  const access = {
    kind: "notificationPreferences",
    userId: claim.userId,
    linkSignedFor: claim.userId,
  } as const;
  if (!can(VISITOR, "unsubscribe", access)) throw forbidden(BAD_LINK);
  return claim;
}

/** The member's own list: every route below reads or changes nothing else. */
const inboxOf = (member: MemberActor): NotificationAccess => ({ kind: "notification", userId: member.id });

/** A notification of the member's; another member's is "not found", so ids cannot be probed. */
async function loadOwnNotification(db: Executor, member: MemberActor, id: string) {
  const view = await loadNotification(db, id);
  if (!view || view.userId !== member.id) throw notFound(NOT_FOUND);
  const access: NotificationAccess = { kind: "notification", userId: view.userId };
  return { view, access };
}

/**
 * In-app notifications (spec §2 "Notification dropdown" and `/notifications`, §7 "Notifications";
 * decisions.md "Notifications in the app"): the member's own, newest first, the unread count for
 * the bell, and marking one or all read. The rows are written by the event handlers
 * (events/handlers/*-notifications.ts).
 */
export const notificationRoutes = new Hono<AppEnv>()
  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) with no
  // cookie; the body says nothing more than the method does, so it is not read.
  .post("/unsubscribe", validate("query", unsubscribeQuerySchema), async (c) => {
    const claim = signedClaim(c.var.deps.secret, c.req.valid("query").token);
    await unsubscribeByLink(c.var.deps.db, claim);
    return c.json(presentUnsubscribed(claim.category));
  })
  // A GET changes nothing (link checkers and mail scanners open links): a client without one-click
  // opens the address in a browser, and lands on the preferences tab to switch there.
  .get("/unsubscribe", validate("query", unsubscribeQuerySchema), async (c) => {
    signedClaim(c.var.deps.secret, c.req.valid("query").token);
    return c.redirect(NOTIFICATION_SETTINGS_PATH, 303);
  })
  .get("/", requireSession, validate("query", notificationListQuerySchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { cursor, limit } = c.req.valid("query");
    authorize(member, "view", inboxOf(member));
    const page = await loadNotificationPage(db, member.id, cursor, limit);
    const unread = await countUnreadNotifications(db, member.id);
    return c.json(presentNotificationPage(page.notifications, page.nextCursor, unread));
  })
  .get("/unread-count", requireSession, async (c) => {
    const { member } = c.var;
    authorize(member, "view", inboxOf(member));
    return c.json(presentUnreadCount(await countUnreadNotifications(c.var.deps.db, member.id)));
  })
  .post("/read-all", requireSession, async (c) => {
    const { member } = c.var;
    authorize(member, "markRead", inboxOf(member));
    return c.json(presentReadAll(await markAllNotificationsRead(c.var.deps.db, member)));
  })
  .post("/:id/read", requireSession, validate("param", notificationIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { view, access } = await loadOwnNotification(db, member, c.req.valid("param").id);
    authorize(member, "markRead", access);
    // Deleted meanwhile (the member's account went): nothing left to mark.
    if (!(await markNotificationRead(db, member, view.id))) throw notFound(NOT_FOUND);
    return c.json(presentNotificationAnswer({ ...view, isRead: true }));
  });
