import { createInvitationOptOutToken } from "../../mail/invitation-opt-out";
import { type AccessCase, all, fresh, mine, only, signedIn } from "./cases";
import type { World } from "./world";

/** Whoever manages a private entity's members: its admins and owners. */
const managers = (ok: number) => only(ok, "admin", "owner");
/** Whoever moderates it: its moderators, admins and owners, and platform admins. */
const moderators = (ok: number) => only(ok, "moderator", "admin", "owner", "platformAdmin");
/** Whoever may view a private entity: its members of any role, and platform admins. */
const viewers = (ok: number) => only(ok, "member", "moderator", "admin", "owner", "platformAdmin");

const group = (w: World) => `/api/groups/${w.privateGroup.id}`;
const partnership = (w: World) => `/api/partnerships/${w.privatePartnership.id}`;
const newGroup = { name: "Sweep Garden Club", description: "Weeding on Saturdays.", visibility: "private" };

/**
 * Groups, partnerships and their memberships, invitations and moderation (issue 11), each route's
 * rows on the world's private group (rights by role; a private subgroup shows them flowing down)
 * and, for the partnership routes served by the same code, on the private partnership.
 */
export const COMMUNITY_ROWS: Record<string, AccessCase[]> = {
  "POST /api/groups": [
    { name: "a new group", request: () => ({ path: "/api/groups", body: newGroup }), expect: signedIn(201) },
    {
      name: "no name",
      request: () => ({ path: "/api/groups", body: { ...newGroup, name: " " } }),
      expect: signedIn(422),
    },
  ],
  "POST /api/partnerships": [
    {
      name: "a new partnership",
      request: () => ({ path: "/api/partnerships", body: { ...newGroup, name: "Sweep Alliance" } }),
      expect: signedIn(201),
    },
  ],
  "PATCH /api/groups/:id": [
    {
      name: "the description",
      request: (w) => ({ path: group(w), body: { description: "Edited by the sweep." } }),
      expect: managers(200),
    },
    {
      name: "a subgroup, by the parent's admins",
      request: (w) => ({ path: `/api/groups/${w.subgroup.id}`, body: { description: "From above." } }),
      expect: managers(200),
    },
    { name: "nothing", request: (w) => ({ path: group(w), body: {} }), expect: signedIn(422) },
  ],
  "PATCH /api/partnerships/:id": [
    {
      name: "the description",
      request: (w) => ({ path: partnership(w), body: { description: "Edited." } }),
      expect: managers(200),
    },
  ],
  "GET /api/groups/:id/children": [
    { name: "subgroups", request: (w) => ({ path: `${group(w)}/children` }), expect: viewers(200) },
  ],
  "GET /api/partnerships/:id/children": [
    {
      name: "sub-partnerships",
      request: (w) => ({ path: `${partnership(w)}/children` }),
      expect: viewers(200),
    },
  ],
  "POST /api/groups/:id/children": [
    {
      name: "a subgroup",
      request: (w) => ({ path: `${group(w)}/children`, body: { ...newGroup, name: "Sweep Subgroup" } }),
      expect: managers(201),
    },
  ],
  "POST /api/partnerships/:id/children": [
    {
      name: "a sub-partnership",
      request: (w) => ({ path: `${partnership(w)}/children`, body: { ...newGroup, name: "Sweep Sub" } }),
      expect: managers(201),
    },
  ],
  "GET /api/groups/:id/members": [
    { name: "a private group's", request: (w) => ({ path: `${group(w)}/members` }), expect: viewers(200) },
    {
      name: "a public group's",
      request: (w) => ({ path: `/api/groups/${w.publicGroup.id}/members?q=sweep` }),
      expect: signedIn(200),
    },
  ],
  "GET /api/partnerships/:id/members": [
    {
      name: "a private one's",
      request: (w) => ({ path: `${partnership(w)}/members` }),
      expect: viewers(200),
    },
  ],
  // Everyone outside joins the open group and asks into the closed one; members are in already.
  "POST /api/groups/:id/membership": [
    {
      name: "join a public group",
      request: (w) => ({ path: `/api/groups/${w.community.openGroup.id}/membership`, body: {} }),
      expect: signedIn(201),
    },
    {
      name: "ask to join a private group",
      request: (w) => ({
        path: `/api/groups/${w.community.closedGroup.id}/membership`,
        body: { message: "We run the food bank next door." },
      }),
      expect: signedIn(201),
    },
    {
      // Its members are in already; outsiders (platform admins too) ask, as it is private.
      name: "a private group one may belong to",
      request: (w) => ({ path: `${group(w)}/membership`, body: {} }),
      expect: only(201, "stranger", "platformAdmin"),
    },
  ],
  "POST /api/partnerships/:id/membership": [
    {
      name: "ask to join a private partnership",
      request: (w) => ({ path: `${partnership(w)}/membership`, body: {} }),
      expect: only(201, "stranger", "platformAdmin"),
    },
  ],
  "DELETE /api/groups/:id/membership": [
    {
      name: "take a request back",
      request: (w) => ({ path: `/api/groups/${w.community.closedGroup.id}/membership` }),
      expect: signedIn(200),
    },
    {
      name: "leave (the owner hands over first)",
      request: (w) => ({ path: `/api/groups/${w.community.leaveGroup.id}/membership` }),
      expect: only(200, "member", "moderator", "admin"),
    },
  ],
  "DELETE /api/partnerships/:id/membership": [
    {
      name: "a partnership that does not exist",
      request: () => ({ path: "/api/partnerships/999999/membership" }),
      expect: signedIn(404),
    },
  ],
  "GET /api/groups/:id/requests": [
    { name: "waiting", request: (w) => ({ path: `${group(w)}/requests` }), expect: managers(200) },
  ],
  "GET /api/partnerships/:id/requests": [
    { name: "waiting", request: (w) => ({ path: `${partnership(w)}/requests` }), expect: managers(200) },
  ],
  "POST /api/groups/:id/requests/:userId/approve": [
    {
      name: "a request",
      request: (w, who) => ({ path: `${group(w)}/requests/${mine(w.community.toApprove, who)}/approve` }),
      expect: managers(200),
    },
    {
      name: "a member, not a request",
      request: (w) => ({ path: `${group(w)}/requests/${w.members.member.id}/approve` }),
      expect: signedIn(403),
    },
    {
      name: "nobody",
      request: (w) => ({ path: `${group(w)}/requests/${crypto.randomUUID()}/approve` }),
      expect: signedIn(404),
    },
  ],
  "POST /api/partnerships/:id/requests/:userId/approve": [
    {
      name: "nobody",
      request: (w) => ({ path: `${partnership(w)}/requests/${crypto.randomUUID()}/approve` }),
      expect: signedIn(404),
    },
  ],
  "POST /api/groups/:id/requests/:userId/decline": [
    {
      name: "a request",
      request: (w, who) => ({ path: `${group(w)}/requests/${mine(w.community.toDecline, who)}/decline` }),
      expect: managers(200),
    },
  ],
  "POST /api/partnerships/:id/requests/:userId/decline": [
    {
      name: "nobody",
      request: (w) => ({ path: `${partnership(w)}/requests/${crypto.randomUUID()}/decline` }),
      expect: signedIn(404),
    },
  ],
  "PATCH /api/groups/:id/members/:userId": [
    {
      name: "make a member a moderator",
      request: (w, who) => ({
        path: `${group(w)}/members/${mine(w.community.toPromote, who)}`,
        body: { role: "moderator" },
      }),
      expect: managers(200),
    },
    {
      name: "the owner's role",
      request: (w) => ({ path: `${group(w)}/members/${w.members.owner.id}`, body: { role: "member" } }),
      expect: signedIn(403),
    },
    {
      name: "an unknown role",
      request: (w) => ({ path: `${group(w)}/members/${w.members.member.id}`, body: { role: "owner" } }),
      expect: signedIn(422),
    },
  ],
  "PATCH /api/partnerships/:id/members/:userId": [
    {
      name: "the owner's role",
      request: (w) => ({ path: `${partnership(w)}/members/${w.members.owner.id}`, body: { role: "admin" } }),
      expect: signedIn(403),
    },
  ],
  "DELETE /api/groups/:id/members/:userId": [
    {
      name: "a member",
      request: (w, who) => ({ path: `${group(w)}/members/${mine(w.community.toRemove, who)}` }),
      expect: managers(200),
    },
    {
      name: "the owner",
      request: (w) => ({ path: `${group(w)}/members/${w.members.owner.id}` }),
      expect: signedIn(403),
    },
  ],
  "DELETE /api/partnerships/:id/members/:userId": [
    {
      name: "the owner",
      request: (w) => ({ path: `${partnership(w)}/members/${w.members.owner.id}` }),
      expect: signedIn(403),
    },
  ],
  "POST /api/groups/:id/ownership": [
    {
      name: "to a member",
      request: (w) => ({
        path: `/api/groups/${w.community.handoverGroup.id}/ownership`,
        body: { userId: w.community.heir.id },
      }),
      expect: only(200, "owner"),
    },
  ],
  "POST /api/partnerships/:id/ownership": [
    {
      name: "to nobody",
      request: (w) => ({ path: `${partnership(w)}/ownership`, body: { userId: crypto.randomUUID() } }),
      expect: signedIn(404),
    },
  ],
  "POST /api/groups/:id/invitations": [
    {
      name: "new addresses",
      request: (w, who) => ({ path: `${group(w)}/invitations`, body: { emails: [fresh(`invite-${who}`)] } }),
      expect: managers(201),
    },
    {
      name: "not an address",
      request: (w) => ({ path: `${group(w)}/invitations`, body: { emails: ["not-an-address"] } }),
      expect: signedIn(422),
    },
  ],
  "POST /api/partnerships/:id/invitations": [
    {
      name: "a new address",
      request: (w, who) => ({
        path: `${partnership(w)}/invitations`,
        body: { emails: [fresh(`partner-${who}`)] },
      }),
      expect: managers(201),
    },
  ],
  "GET /api/groups/:id/invitations": [
    {
      name: "open ones",
      request: (w) => ({ path: `${group(w)}/invitations` }),
      expect: managers(200),
      showsOtherEmails: "an entity's admins see the addresses they invited",
    },
  ],
  "GET /api/partnerships/:id/invitations": [
    {
      name: "open ones",
      request: (w) => ({ path: `${partnership(w)}/invitations` }),
      expect: managers(200),
      showsOtherEmails: "an entity's admins see the addresses they invited",
    },
  ],
  "DELETE /api/groups/:id/invitations/:invitationId": [
    {
      name: "withdraw one",
      request: (w, who) => ({ path: `${group(w)}/invitations/${mine(w.community.toRevoke, who)}` }),
      expect: managers(200),
    },
  ],
  "DELETE /api/partnerships/:id/invitations/:invitationId": [
    {
      name: "one of another entity",
      request: (w) => ({ path: `${partnership(w)}/invitations/${w.community.toRevoke.owner}` }),
      expect: signedIn(404),
    },
  ],
  "GET /api/invitations": [
    { name: "one's own", request: () => ({ path: "/api/invitations" }), expect: signedIn(200) },
  ],
  // An invitation mail's "no more invitations" link: the signed link is the credential (the address
  // may have no account), so every caller, visitor included, gets the same answer.
  "POST /api/invitations/opt-out": [
    {
      name: "a signed link",
      request: (_w, who, t) => ({
        path: `/api/invitations/opt-out?token=${createInvitationOptOutToken(t.deps.secret, `sweep-${who}@example.net`)}`,
      }),
      expect: all(200),
    },
    {
      name: "a tampered link",
      request: (_w, _who, t) => ({
        path: `/api/invitations/opt-out?token=${createInvitationOptOutToken(t.deps.secret, "sweep@example.net")}x`,
      }),
      expect: all(403),
    },
    { name: "no token", request: () => ({ path: "/api/invitations/opt-out" }), expect: all(422) },
  ],
  "POST /api/invitations/:invitationId/accept": [
    {
      name: "one's own",
      request: (w, who) => ({ path: `/api/invitations/${mine(w.community.toAccept, who)}/accept` }),
      expect: signedIn(200),
    },
    {
      name: "someone else's",
      request: (w) => ({ path: `/api/invitations/${w.community.othersInvitation}/accept` }),
      expect: signedIn(403),
    },
  ],
  "POST /api/invitations/:invitationId/decline": [
    {
      name: "one's own",
      request: (w, who) => ({ path: `/api/invitations/${mine(w.community.toRefuse, who)}/decline` }),
      expect: signedIn(200),
    },
    {
      name: "nothing",
      request: () => ({ path: `/api/invitations/${crypto.randomUUID()}/decline` }),
      expect: signedIn(404),
    },
  ],
};

/** Reports, removals, the moderators' queue and the log (issue 11, "Entity feed and moderation"). */
export const MODERATION_ROWS: Record<string, AccessCase[]> = {
  "POST /api/posts/:postId/reports": [
    {
      name: "a post in a private group (its author excepted)",
      request: (w) => ({ path: `/api/posts/${w.privateGroupPost}/reports`, body: { reason: "Spam." } }),
      expect: only(201, "moderator", "admin", "owner", "platformAdmin"),
    },
    {
      name: "a profile post",
      request: (w) => ({ path: `/api/posts/${w.bystanderPost}/reports`, body: { reason: "Rude." } }),
      expect: signedIn(201),
    },
    {
      name: "no reason",
      request: (w) => ({ path: `/api/posts/${w.bystanderPost}/reports`, body: { reason: "" } }),
      expect: signedIn(422),
    },
  ],
  "POST /api/posts/:postId/removal": [
    {
      name: "a post in a private group",
      request: (w, who) => ({
        path: `/api/posts/${mine(w.community.postsToRemove, who)}/removal`,
        body: { reason: "Off topic." },
      }),
      expect: moderators(200),
    },
    {
      name: "a profile post",
      request: (w, who) => ({
        path: `/api/posts/${mine(w.community.profilePostsToRemove, who)}/removal`,
        body: { reason: "Spam." },
      }),
      expect: only(200, "platformAdmin"),
    },
  ],
  "POST /api/comments/:commentId/reports": [
    {
      name: "someone's comment",
      request: (w) => ({ path: `/api/comments/${w.bystanderComment}/reports`, body: { reason: "Rude." } }),
      expect: signedIn(201),
    },
  ],
  "POST /api/comments/:commentId/removal": [
    {
      name: "a comment in a private group",
      request: (w, who) => ({
        path: `/api/comments/${mine(w.community.commentsToRemove, who)}/removal`,
        body: { reason: "Rude." },
      }),
      expect: moderators(200),
    },
  ],
  "GET /api/groups/:id/reports": [
    { name: "the queue", request: (w) => ({ path: `${group(w)}/reports` }), expect: moderators(200) },
  ],
  "GET /api/partnerships/:id/reports": [
    { name: "the queue", request: (w) => ({ path: `${partnership(w)}/reports` }), expect: moderators(200) },
  ],
  "GET /api/events/:id/reports": [
    {
      name: "the queue",
      request: (w) => ({ path: `/api/events/${w.privateEvent.id}/reports` }),
      expect: moderators(200),
    },
  ],
  "GET /api/groups/:id/moderation-log": [
    {
      name: "the log",
      request: (w) => ({ path: `${group(w)}/moderation-log` }),
      expect: only(200, "admin", "owner", "platformAdmin"),
      showsOtherEmails: "the log names the addresses its admins invited",
    },
  ],
  "GET /api/partnerships/:id/moderation-log": [
    {
      name: "the log",
      request: (w) => ({ path: `${partnership(w)}/moderation-log` }),
      expect: only(200, "admin", "owner", "platformAdmin"),
      showsOtherEmails: "the log names the addresses its admins invited",
    },
  ],
  "GET /api/events/:id/moderation-log": [
    {
      name: "the log",
      request: (w) => ({ path: `/api/events/${w.privateEvent.id}/moderation-log` }),
      expect: only(200, "admin", "owner", "platformAdmin"),
    },
  ],
  "GET /api/reports": [
    {
      name: "profile posts' reports",
      request: () => ({ path: "/api/reports" }),
      expect: only(200, "platformAdmin"),
    },
  ],
  "POST /api/reports/:reportId/dismiss": [
    {
      name: "a report in a private group",
      request: (w, who) => ({ path: `/api/reports/${mine(w.community.reportsToDismiss, who)}/dismiss` }),
      expect: moderators(200),
    },
    {
      name: "a profile post's report",
      request: (w, who) => ({
        path: `/api/reports/${mine(w.community.profileReportsToDismiss, who)}/dismiss`,
      }),
      expect: only(200, "platformAdmin"),
    },
  ],
};
