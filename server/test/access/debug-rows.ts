import type { AccessCase } from "./cases";

/** The diagnostic pages (issue 31): platform admins alone on a test install (not development). */
const adminsOnly = {
  visitor: 401,
  stranger: 403,
  member: 403,
  moderator: 403,
  admin: 403,
  owner: 403,
  platformAdmin: 200,
};
const ADDRESSES =
  "platform admins see the member's address on the diagnostic pages (decisions.md, Debug pages)";

export const DEBUG_ROWS: Record<string, AccessCase[]> = {
  "GET /api/debug": [{ name: "the pages open", request: () => ({ path: "/api/debug" }), expect: adminsOnly }],
  "GET /api/debug/event-admin-test": [
    {
      name: "a member on a private event",
      request: (w) => ({
        path: `/api/debug/event-admin-test?eventId=${w.privateEvent.id}&userId=${w.members.member.id}`,
      }),
      expect: adminsOnly,
      showsOtherEmails: ADDRESSES,
    },
  ],
  "GET /api/debug/entity-posts": [
    {
      name: "a private group's posts",
      request: (w) => ({ path: `/api/debug/entity-posts?type=group&id=${w.privateGroup.id}` }),
      expect: adminsOnly,
    },
  ],
  // An address inside: the guard refuses it, so the sweep reaches no network.
  "POST /api/debug/smart-links": [
    {
      name: "an address inside",
      request: () => ({ path: "/api/debug/smart-links", body: { url: "http://10.0.0.1/" } }),
      expect: adminsOnly,
    },
  ],
  "GET /api/debug/social-sharing/:postId": [
    {
      name: "a private group's post",
      request: (w) => ({ path: `/api/debug/social-sharing/${w.privateGroupPost}` }),
      expect: adminsOnly,
    },
  ],
  "GET /api/debug/posts/:postId": [
    {
      name: "a private group's post",
      request: (w) => ({ path: `/api/debug/posts/${w.privateGroupPost}` }),
      expect: adminsOnly,
    },
  ],
  "GET /api/debug/posts/:postId/audience": [
    {
      name: "a private group's post",
      request: (w) => ({ path: `/api/debug/posts/${w.privateGroupPost}/audience` }),
      expect: adminsOnly,
    },
  ],
  "GET /api/debug/posts/:postId/notifications": [
    {
      name: "the member's post",
      request: (w) => ({ path: `/api/debug/posts/${w.memberPost}/notifications` }),
      expect: adminsOnly,
    },
  ],
};
