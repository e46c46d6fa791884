import { createUnsubscribeToken } from "../../notifications/unsubscribe-token";
import { type AccessCase, all, signedIn } from "./cases";
import type { Who } from "./world";

/** The actor's own notification (the visitor borrows the stranger's: it gets 401 anyway). */
const own = (notifications: Record<Exclude<Who, "visitor">, string>, who: Who) =>
  notifications[who === "visitor" ? "stranger" : who];

/**
 * In-app notifications: always the caller's own (spec §6), so every member gets 200 on their own
 * and 404 on anyone else's, platform admins included; visitors 401.
 */
export const NOTIFICATION_ROWS: Record<string, AccessCase[]> = {
  "GET /api/notifications": [
    { name: "own, a page", request: () => ({ path: "/api/notifications" }), expect: signedIn(200) },
    {
      name: "own, the dropdown's",
      request: () => ({ path: "/api/notifications?limit=5" }),
      expect: signedIn(200),
    },
    { name: "too many", request: () => ({ path: "/api/notifications?limit=51" }), expect: signedIn(422) },
    {
      name: "a cursor not ours",
      request: () => ({ path: "/api/notifications?cursor=forged" }),
      expect: signedIn(422),
    },
  ],
  "GET /api/notifications/unread-count": [
    {
      name: "own count",
      request: () => ({ path: "/api/notifications/unread-count" }),
      expect: signedIn(200),
    },
  ],
  "POST /api/notifications/:id/read": [
    {
      name: "one's own",
      request: (w, who) => ({ path: `/api/notifications/${own(w.notifications, who)}/read` }),
      expect: signedIn(200),
    },
    {
      name: "someone else's",
      request: (w) => ({ path: `/api/notifications/${w.bystanderNotification}/read` }),
      expect: signedIn(404),
    },
    { name: "not an id", request: () => ({ path: "/api/notifications/42/read" }), expect: signedIn(422) },
  ],
  // The one-click unsubscribe of a notification e-mail: the signed link is the credential, so every
  // caller, visitor included, gets the same answer (decisions.md "Notification e-mails and the digest").
  "POST /api/notifications/unsubscribe": [
    {
      name: "a signed link",
      request: (w, _who, t) => ({
        path: `/api/notifications/unsubscribe?token=${createUnsubscribeToken(t.deps.secret, { userId: w.members.stranger.id, category: "likes" })}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      expect: all(200),
    },
    {
      name: "a tampered link",
      request: (w, _who, t) => ({
        path: `/api/notifications/unsubscribe?token=${createUnsubscribeToken(t.deps.secret, { userId: w.members.stranger.id, category: "likes" })}x`,
      }),
      expect: all(403),
    },
    { name: "no token", request: () => ({ path: "/api/notifications/unsubscribe" }), expect: all(422) },
  ],
  "GET /api/notifications/unsubscribe": [
    {
      name: "a signed link: to the preferences tab",
      request: (w, _who, t) => ({
        path: `/api/notifications/unsubscribe?token=${createUnsubscribeToken(t.deps.secret, { userId: w.members.stranger.id, category: "all" })}`,
      }),
      expect: all(303),
    },
    {
      name: "a tampered link",
      request: () => ({ path: "/api/notifications/unsubscribe?token=e30.forged" }),
      expect: all(403),
    },
  ],
  "POST /api/notifications/read-all": [
    {
      name: "all one's own",
      request: () => ({ path: "/api/notifications/read-all" }),
      expect: signedIn(200),
    },
  ],
};
