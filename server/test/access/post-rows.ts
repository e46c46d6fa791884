import { type AccessCase, all, signedIn } from "./cases";
import type { Who, World } from "./world";

// The rows of the posts, comments, feeds and mentions routes (contracts.md "Posts").

/** The world's members of every role on its private entities (the stranger and admins aside). */
const membersOnly = (status: number): Record<Who, number> => ({
  ...signedIn(status),
  stranger: 403,
  platformAdmin: 403,
});
/** What those roles see; a platform admin reads every entity (trust and safety). */
const viewers = (status: number): Record<Who, number> => ({ ...signedIn(status), stranger: 403 });
const mine = (record: Record<Exclude<Who, "visitor">, string>, w: World, who: Who) =>
  who === "visitor" ? w.bystanderPost : record[who];

export const POST_ROWS: Record<string, AccessCase[]> = {
  "POST /api/posts": [
    {
      name: "on one's profile",
      request: () => ({ path: "/api/posts", body: { content: "Hello" } }),
      expect: signedIn(201),
    },
    {
      name: "in the private group",
      request: (w) => ({
        path: "/api/posts",
        body: { content: "Hello", target: { type: "group", id: w.privateGroup.id } },
      }),
      expect: membersOnly(201),
    },
    {
      name: "in a missing group",
      request: () => ({
        path: "/api/posts",
        body: { content: "Hello", target: { type: "group", id: 999999 } },
      }),
      expect: signedIn(404),
    },
    {
      name: "blank",
      request: () => ({ path: "/api/posts", body: { content: "   " } }),
      expect: signedIn(422),
    },
  ],
  "GET /api/posts/:postId": [
    {
      name: "a profile post",
      request: (w) => ({ path: `/api/posts/${w.memberPost}` }),
      expect: signedIn(200),
    },
    {
      name: "in the private group",
      request: (w) => ({ path: `/api/posts/${w.privateGroupPost}` }),
      expect: viewers(200),
    },
    {
      name: "missing",
      request: () => ({ path: `/api/posts/${crypto.randomUUID()}` }),
      expect: signedIn(404),
    },
    { name: "not an id", request: () => ({ path: "/api/posts/42" }), expect: signedIn(422) },
  ],
  "PATCH /api/posts/:postId": [
    {
      name: "one's own",
      request: (w, who) => ({ path: `/api/posts/${mine(w.ownPosts, w, who)}`, body: { content: "Edited" } }),
      expect: signedIn(200),
    },
    {
      name: "someone else's",
      request: (w) => ({ path: `/api/posts/${w.bystanderPost}`, body: { content: "Edited" } }),
      expect: signedIn(403),
    },
  ],
  "DELETE /api/posts/:postId": [
    {
      name: "one's own",
      request: (w, who) => ({ path: `/api/posts/${mine(w.doomedPosts, w, who)}` }),
      expect: signedIn(200),
    },
    {
      name: "someone else's",
      request: (w) => ({ path: `/api/posts/${w.bystanderPost}` }),
      expect: signedIn(403),
    },
  ],
  "PUT /api/posts/:postId/like": [
    {
      name: "a profile post",
      request: (w) => ({ path: `/api/posts/${w.memberPost}/like` }),
      expect: signedIn(200),
    },
    {
      name: "in the private group",
      request: (w) => ({ path: `/api/posts/${w.privateGroupPost}/like` }),
      expect: viewers(200),
    },
  ],
  "DELETE /api/posts/:postId/like": [
    {
      name: "a profile post",
      request: (w) => ({ path: `/api/posts/${w.memberPost}/like` }),
      expect: signedIn(200),
    },
    {
      name: "in the private group",
      request: (w) => ({ path: `/api/posts/${w.privateGroupPost}/like` }),
      expect: viewers(200),
    },
  ],
  "GET /api/posts/:postId/comments": [
    {
      name: "a profile post",
      request: (w) => ({ path: `/api/posts/${w.bystanderPost}/comments` }),
      expect: signedIn(200),
    },
    {
      name: "in the private group",
      request: (w) => ({ path: `/api/posts/${w.privateGroupPost}/comments` }),
      expect: viewers(200),
    },
    {
      name: "a cursor that names nothing",
      request: (w) => ({ path: `/api/posts/${w.bystanderPost}/comments?cursor=bm9wZQ` }),
      expect: signedIn(422),
    },
  ],
  "POST /api/posts/:postId/comments": [
    {
      name: "a profile post",
      request: (w) => ({ path: `/api/posts/${w.memberPost}/comments`, body: { content: "Well done" } }),
      expect: signedIn(201),
    },
    {
      name: "in the private group",
      request: (w) => ({ path: `/api/posts/${w.privateGroupPost}/comments`, body: { content: "Well done" } }),
      expect: membersOnly(201),
    },
  ],
  "GET /api/posts/:postId/share": [
    {
      name: "a profile post",
      request: (w) => ({ path: `/api/posts/${w.memberPost}/share` }),
      expect: all(200),
    },
    {
      name: "in the private group: shares nothing",
      request: (w) => ({ path: `/api/posts/${w.privateGroupPost}/share` }),
      expect: all(404),
    },
  ],
  "DELETE /api/comments/:commentId": [
    {
      name: "one's own",
      request: (w, who) => ({
        path: `/api/comments/${who === "visitor" ? w.bystanderComment : w.doomedComments[who]}`,
      }),
      expect: signedIn(200),
    },
    {
      name: "someone else's",
      request: (w) => ({ path: `/api/comments/${w.bystanderComment}` }),
      expect: signedIn(403),
    },
    {
      name: "missing",
      request: () => ({ path: `/api/comments/${crypto.randomUUID()}` }),
      expect: signedIn(404),
    },
  ],
  "GET /api/feeds/home": [
    { name: "one's feed", request: () => ({ path: "/api/feeds/home" }), expect: signedIn(200) },
  ],
  "GET /api/feeds/profile/:userId": [
    {
      name: "a member's",
      request: (w) => ({ path: `/api/feeds/profile/${w.members.member.id}` }),
      expect: signedIn(200),
    },
    {
      name: "nobody's",
      request: () => ({ path: `/api/feeds/profile/${crypto.randomUUID()}` }),
      expect: signedIn(404),
    },
  ],
  "GET /api/feeds/group/:id": [
    {
      name: "private",
      request: (w) => ({ path: `/api/feeds/group/${w.privateGroup.id}` }),
      expect: viewers(200),
    },
    {
      name: "public",
      request: (w) => ({ path: `/api/feeds/group/${w.publicGroup.id}` }),
      expect: signedIn(200),
    },
    { name: "missing", request: () => ({ path: "/api/feeds/group/999999" }), expect: signedIn(404) },
  ],
  "GET /api/feeds/partnership/:id": [
    {
      name: "private",
      request: (w) => ({ path: `/api/feeds/partnership/${w.privatePartnership.id}` }),
      expect: viewers(200),
    },
    { name: "missing", request: () => ({ path: "/api/feeds/partnership/999999" }), expect: signedIn(404) },
  ],
  "GET /api/feeds/event/:id": [
    {
      name: "private",
      request: (w) => ({ path: `/api/feeds/event/${w.privateEvent.id}` }),
      expect: viewers(200),
    },
    {
      name: "public",
      request: (w) => ({ path: `/api/feeds/event/${w.publicEvent.id}` }),
      expect: signedIn(200),
    },
  ],
  "GET /api/mentions/suggestions": [
    {
      name: "by name",
      request: () => ({ path: "/api/mentions/suggestions?q=sweep" }),
      expect: signedIn(200),
    },
  ],
};
