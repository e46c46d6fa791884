import { type AccessCase, only, signedIn } from "./cases";

const ADMIN_ONLY = only(200, "platformAdmin");

/** /api/admin/beta-signups: platform admins alone, reads and writes alike. */
export const BETA_ROWS: Record<string, AccessCase[]> = {
  "GET /api/admin/beta-signups": [
    { name: "the list", request: () => ({ path: "/api/admin/beta-signups" }), expect: ADMIN_ONLY },
    {
      name: "searched and filtered",
      request: () => ({
        path: "/api/admin/beta-signups?q=organisation&status=pending&organizationType=nonprofit",
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: "a cursor not ours",
      request: () => ({ path: "/api/admin/beta-signups?cursor=forged" }),
      expect: signedIn(422),
    },
  ],
  "GET /api/admin/beta-signups/csv": [
    { name: "the download", request: () => ({ path: "/api/admin/beta-signups/csv" }), expect: ADMIN_ONLY },
  ],
  "PATCH /api/admin/beta-signups/:id": [
    {
      name: "a note",
      request: (w) => ({ path: `/api/admin/beta-signups/${w.beta.toNote}`, body: { note: "Call in May." } }),
      expect: ADMIN_ONLY,
    },
    {
      name: "nobody's",
      request: () => ({ path: `/api/admin/beta-signups/${crypto.randomUUID()}`, body: { note: "x" } }),
      expect: only(404, "platformAdmin"),
    },
  ],
  "POST /api/admin/beta-signups/:id/approve": [
    {
      name: "a pending sign-up",
      request: (w) => ({ path: `/api/admin/beta-signups/${w.beta.toApprove}/approve`, body: {} }),
      expect: ADMIN_ONLY,
    },
    {
      name: "not an id",
      request: () => ({ path: "/api/admin/beta-signups/42/approve", body: {} }),
      expect: signedIn(422),
    },
  ],
  "POST /api/admin/beta-signups/:id/decline": [
    {
      name: "a pending sign-up",
      request: (w) => ({ path: `/api/admin/beta-signups/${w.beta.toDecline}/decline`, body: {} }),
      expect: ADMIN_ONLY,
    },
  ],
  "POST /api/admin/beta-signups/:id/resend-invitation": [
    {
      name: "an approved sign-up",
      request: (w) => ({
        path: `/api/admin/beta-signups/${w.beta.toInviteAgain}/resend-invitation`,
        body: {},
      }),
      expect: ADMIN_ONLY,
    },
  ],
};
