import { type AccessCase, mine, only, signedIn } from "./cases";
import type { World } from "./world";

/** Whoever manages the private partnership's members: its admins and owners. */
const managers = (ok: number) => only(ok, "admin", "owner");
/** Whoever may view the private partnership: its members of any role, and platform admins. */
const viewers = (ok: number) => only(ok, "member", "moderator", "admin", "owner", "platformAdmin");

const partnership = (w: World) => `/api/partnerships/${w.privatePartnership.id}`;

/**
 * Partner organisations (issue 27; decisions.md "Partnerships are coalitions"): a group's
 * admin asks, the partnership's admins answer, either side ends it.
 */
export const PARTNER_ROWS: Record<string, AccessCase[]> = {
  "GET /api/partnerships/:id/partners": [
    { name: "the partners", request: (w) => ({ path: `${partnership(w)}/partners` }), expect: viewers(200) },
    {
      name: "no such partnership",
      request: () => ({ path: "/api/partnerships/999999/partners" }),
      expect: signedIn(404),
    },
  ],
  "GET /api/groups/:id/partnerships": [
    {
      name: "the group's partnerships",
      request: (w) => ({ path: `/api/groups/${w.privateGroup.id}/partnerships` }),
      expect: viewers(200),
    },
  ],
  "GET /api/partnerships/:id/partner-requests": [
    {
      name: "the groups waiting",
      request: (w) => ({ path: `${partnership(w)}/partner-requests` }),
      expect: managers(200),
    },
  ],
  "GET /api/partnerships/:id/partner-options": [
    {
      name: "the viewer's groups",
      request: (w) => ({ path: `${partnership(w)}/partner-options` }),
      expect: viewers(200),
    },
  ],
  "POST /api/partnerships/:id/partners": [
    {
      name: "the actor's own group",
      request: (w, who) => ({
        path: `${partnership(w)}/partners`,
        body: { groupId: mine(w.partners.ownGroups, who).id, message: "We would like to join." },
      }),
      // A stranger cannot see the private partnership; everyone else runs their group.
      expect: { ...signedIn(201), stranger: 403 },
    },
    {
      name: "a group the actor does not run",
      request: (w) => ({ path: `${partnership(w)}/partners`, body: { groupId: w.community.openGroup.id } }),
      expect: signedIn(403),
    },
    {
      name: "no such group",
      request: (w) => ({ path: `${partnership(w)}/partners`, body: { groupId: 999999 } }),
      expect: signedIn(404),
    },
    {
      name: "no group",
      request: (w) => ({ path: `${partnership(w)}/partners`, body: { message: "Hello" } }),
      expect: signedIn(422),
    },
  ],
  "POST /api/partnerships/:id/partners/:groupId/approve": [
    {
      name: "a request",
      request: (w, who) => ({
        path: `${partnership(w)}/partners/${mine(w.partners.toApprove, who)}/approve`,
      }),
      expect: managers(200),
    },
    {
      name: "a partner already",
      request: (w) => ({ path: `${partnership(w)}/partners/${w.partners.steadyPartner}/approve` }),
      expect: signedIn(403),
    },
    {
      name: "a group that never asked",
      request: (w) => ({ path: `${partnership(w)}/partners/${w.community.openGroup.id}/approve` }),
      expect: signedIn(404),
    },
  ],
  "POST /api/partnerships/:id/partners/:groupId/decline": [
    {
      name: "a request",
      request: (w, who) => ({
        path: `${partnership(w)}/partners/${mine(w.partners.toDecline, who)}/decline`,
      }),
      expect: managers(200),
    },
  ],
  "DELETE /api/partnerships/:id/partners/:groupId": [
    {
      name: "a partner, by the partnership's side",
      request: (w, who) => ({ path: `${partnership(w)}/partners/${mine(w.partners.toEnd, who)}` }),
      expect: managers(200),
    },
    {
      name: "the actor's own group, by the group's side",
      request: (w, who) => ({
        path: `/api/partnerships/${w.partners.publicPartnership.id}/partners/${mine(w.partners.ownPartners, who)}`,
      }),
      expect: signedIn(200),
    },
    {
      name: "no such group",
      request: (w) => ({ path: `${partnership(w)}/partners/999999` }),
      expect: signedIn(404),
    },
  ],
};
