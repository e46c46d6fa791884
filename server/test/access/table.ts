import { LOGO_BUCKET, LOGO_KEY } from "../../routes/site";
import { createSignedObjectUrl } from "../../storage/signed-urls";
import type { TestApp } from "../app";
import { PASSWORD, type Who, type World } from "./world";

/** One request of a row, built for the actor who sends it. */
export interface AccessRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The e-mail that counts as the caller's own in this answer, when the request makes the caller
   * someone else (signing in or up as an account): the secret scan allows that one.
   */
  ownEmail?: string;
}

export interface AccessCase {
  name: string;
  request: (world: World, who: Who, t: TestApp) => AccessRequest;
  /** The status each actor gets. */
  expect: Record<Who, number>;
  /** Answers that may carry other members' e-mail addresses, and why. */
  showsOtherEmails?: string;
}

/** Everyone gets the same status. */
const all = (status: number): Record<Who, number> => ({
  visitor: status,
  stranger: status,
  member: status,
  moderator: status,
  admin: status,
  owner: status,
  platformAdmin: status,
});
/** Members get `status`; a visitor gets 401 "User must be authenticated". */
const signedIn = (status: number): Record<Who, number> => ({ ...all(status), visitor: 401 });

let counter = 0;
/** An address nobody has, unique per request. */
const fresh = (label: string) => `${label}-${++counter}-${Date.now()}@example.net`;
const own = (world: World, who: Who) => (who === "visitor" ? world.members.stranger : world.members[who]);

/**
 * The access table: for every API route, what each actor gets. The sweep (sweep.test.ts) lists the
 * routes from the app itself and fails on a route without a row, on a row without a route, on any
 * status that differs, and on any answer carrying a secret. A new route adds its row here.
 */
export const ACCESS_TABLE: Record<string, AccessCase[]> = {
  "GET /api/health": [{ name: "health", request: () => ({ path: "/api/health" }), expect: all(200) }],
  "GET /api/site/config": [
    { name: "config", request: () => ({ path: "/api/site/config" }), expect: all(200) },
  ],
  "GET /api/site/logo": [{ name: "logo", request: () => ({ path: "/api/site/logo" }), expect: all(200) }],
  "GET /api/storage/sign/:bucket/:key{.+}": [
    {
      name: "a signed link",
      request: (_w, _who, t) => ({
        path: createSignedObjectUrl(t.deps.secret, LOGO_BUCKET, LOGO_KEY, 60).replace(/^.*\/api\//, "/api/"),
      }),
      expect: all(200),
    },
    {
      name: "a forged link",
      request: () => ({ path: `/api/storage/sign/${LOGO_BUCKET}/${LOGO_KEY}?expires=9999999999&sig=forged` }),
      expect: all(403),
    },
  ],
  "GET /api/bot-check/challenge": [
    {
      name: "a challenge",
      request: () => ({ path: "/api/bot-check/challenge?action=login" }),
      expect: all(200),
    },
    {
      name: "an unknown action",
      request: () => ({ path: "/api/bot-check/challenge?action=x" }),
      expect: all(422),
    },
  ],
  "POST /api/auth-agreements": [
    {
      name: "agreed",
      request: () => ({
        path: "/api/auth-agreements",
        body: { method: "google_oauth", agreedToTerms: true },
      }),
      expect: all(200),
    },
    {
      name: "not agreed",
      request: () => ({
        path: "/api/auth-agreements",
        body: { method: "google_oauth", agreedToTerms: false },
      }),
      expect: all(422),
    },
  ],
  "POST /api/beta-signups": [
    {
      name: "a new organization",
      request: (_w, who) => ({
        path: "/api/beta-signups",
        body: {
          name: "Jo Lee",
          email: fresh(`beta-${who}`),
          organization: "Food Bank",
          organizationType: "nonprofit",
        },
      }),
      expect: all(201),
    },
  ],
  "GET /api/me": [{ name: "oneself", request: () => ({ path: "/api/me" }), expect: all(200) }],
  "PATCH /api/me/profile": [
    {
      name: "names",
      request: (_w, who) => ({ path: "/api/me/profile", body: { firstName: who, lastName: "Sweep" } }),
      expect: signedIn(200),
    },
  ],
  "GET /api/me/bluesky": [
    { name: "status", request: () => ({ path: "/api/me/bluesky" }), expect: signedIn(200) },
  ],
  // Connecting with real credentials needs a PDS: routes/me/bluesky.pds.test.ts runs one.
  "PUT /api/me/bluesky": [
    {
      name: "no credentials",
      request: () => ({ path: "/api/me/bluesky", body: { identifier: "", password: "" } }),
      expect: signedIn(422),
    },
  ],
  "DELETE /api/me/bluesky": [
    { name: "disconnect", request: () => ({ path: "/api/me/bluesky" }), expect: signedIn(200) },
  ],
  "GET /api/dev/mailbox": [
    {
      name: "the kept mail",
      request: () => ({ path: "/api/dev/mailbox" }),
      expect: { ...all(403), platformAdmin: 200 },
      showsOtherEmails: "platform admins read the mail the platform kept, addressees included",
    },
  ],
  "GET /api/members/:userId": [
    {
      name: "another member",
      request: (w) => ({ path: `/api/members/${w.bystander.id}` }),
      expect: signedIn(200),
    },
    {
      name: "nobody",
      request: () => ({ path: `/api/members/${crypto.randomUUID()}` }),
      expect: signedIn(404),
    },
    { name: "not an id", request: () => ({ path: "/api/members/42" }), expect: signedIn(422) },
  ],
  // Outsiders of a private entity get its preview (restricted: true) for the restricted page.
  "GET /api/groups/:id": [
    {
      name: "private",
      request: (w) => ({ path: `/api/groups/${w.privateGroup.id}` }),
      expect: signedIn(200),
    },
    { name: "public", request: (w) => ({ path: `/api/groups/${w.publicGroup.id}` }), expect: signedIn(200) },
    { name: "subgroup", request: (w) => ({ path: `/api/groups/${w.subgroup.id}` }), expect: signedIn(200) },
    { name: "missing", request: () => ({ path: "/api/groups/999999" }), expect: signedIn(404) },
    { name: "not an id", request: () => ({ path: "/api/groups/abc" }), expect: signedIn(422) },
  ],
  "GET /api/partnerships/:id": [
    {
      name: "private",
      request: (w) => ({ path: `/api/partnerships/${w.privatePartnership.id}` }),
      expect: signedIn(200),
    },
    { name: "missing", request: () => ({ path: "/api/partnerships/999999" }), expect: signedIn(404) },
  ],
  "GET /api/events/:id": [
    {
      name: "private",
      request: (w) => ({ path: `/api/events/${w.privateEvent.id}` }),
      expect: signedIn(200),
    },
    { name: "public", request: (w) => ({ path: `/api/events/${w.publicEvent.id}` }), expect: signedIn(200) },
    { name: "missing", request: () => ({ path: "/api/events/999999" }), expect: signedIn(404) },
  ],

  // Better Auth's endpoints (server/auth/auth.ts); the ones no page uses are not served.
  "POST /api/auth/sign-up/email": [
    {
      name: "a new account",
      request: () => {
        const email = fresh("signup");
        return {
          path: "/api/auth/sign-up/email",
          body: {
            email,
            password: PASSWORD,
            name: "New Member",
            firstName: "New",
            lastName: "Member",
            agreedToTerms: true,
          },
          ownEmail: email,
        };
      },
      expect: all(200),
    },
    {
      name: "against the rules",
      request: () => ({ path: "/api/auth/sign-up/email", body: { email: fresh("bad"), password: "short" } }),
      expect: all(400),
    },
  ],
  "POST /api/auth/sign-in/email": [
    {
      name: "right password",
      request: (w, who) => ({
        path: "/api/auth/sign-in/email",
        body: { email: own(w, who).email, password: PASSWORD },
        ownEmail: own(w, who).email,
      }),
      expect: all(200),
    },
    {
      name: "wrong password",
      request: (w) => ({
        path: "/api/auth/sign-in/email",
        body: { email: w.bystander.email, password: "wrong-one-1" },
      }),
      expect: all(401),
    },
  ],
  "POST /api/auth/sign-out": [
    { name: "sign out", request: () => ({ path: "/api/auth/sign-out", body: {} }), expect: all(200) },
  ],
  "POST /api/auth/request-password-reset": [
    {
      name: "an address",
      // Fresh addresses: each address may ask three times an hour.
      request: () => ({
        path: "/api/auth/request-password-reset",
        body: { email: fresh("reset"), redirectTo: "/auth/reset-password-confirm" },
      }),
      expect: all(200),
    },
  ],
  "GET /api/auth/reset-password/:token": [
    {
      name: "an unknown token",
      request: () => ({
        path: "/api/auth/reset-password/unknown?callbackURL=%2Fauth%2Freset-password-confirm",
      }),
      expect: all(302),
    },
  ],
  "POST /api/auth/reset-password": [
    {
      name: "an unknown token",
      request: () => ({
        path: "/api/auth/reset-password",
        body: { token: "unknown", newPassword: "another-pass-1" },
      }),
      expect: all(400),
    },
  ],
  "GET /api/auth/verify-email": [
    {
      name: "an unknown token",
      request: () => ({ path: "/api/auth/verify-email?token=unknown" }),
      expect: all(401),
    },
  ],
  "POST /api/auth/send-verification-email": [
    {
      name: "an address",
      request: () => ({ path: "/api/auth/send-verification-email", body: { email: fresh("verify") } }),
      expect: all(200),
    },
  ],
  "POST /api/auth/sign-in/social": [
    {
      name: "Google",
      request: () => ({
        path: "/api/auth/sign-in/social",
        body: { provider: "google", callbackURL: "/dashboard" },
      }),
      expect: all(200),
    },
  ],
  "GET /api/auth/callback/:id": [
    {
      name: "a forged answer",
      request: () => ({ path: "/api/auth/callback/google?state=forged&code=x" }),
      expect: all(302),
    },
  ],
  "POST /api/auth/callback/:id": [
    {
      name: "a forged form post",
      request: () => ({ path: "/api/auth/callback/apple", body: { state: "forged", code: "x" } }),
      expect: all(302),
    },
  ],
  "POST /api/auth/sign-in/bluesky": [
    {
      name: "no credentials",
      request: () => ({ path: "/api/auth/sign-in/bluesky", body: { identifier: "", password: "" } }),
      expect: all(400),
    },
  ],
  "POST /api/auth/sign-up/bluesky/verify": [
    {
      name: "no credentials",
      request: () => ({ path: "/api/auth/sign-up/bluesky/verify", body: { identifier: "", password: "" } }),
      expect: all(400),
    },
  ],
  "POST /api/auth/sign-up/bluesky": [
    {
      name: "an unknown ticket",
      request: () => ({
        path: "/api/auth/sign-up/bluesky",
        body: { ticket: "unknown", firstName: "A", lastName: "B", email: fresh("bsky"), agreedToTerms: true },
      }),
      expect: all(400),
    },
  ],
  "GET /api/auth/ok": [{ name: "ok", request: () => ({ path: "/api/auth/ok" }), expect: all(200) }],
  "GET /api/auth/error": [
    { name: "error page", request: () => ({ path: "/api/auth/error" }), expect: all(200) },
  ],

  // End-to-end seeding: mounted only when NODE_ENV=test (the sweep checks it is absent otherwise).
  "POST /api/test/members": [
    {
      name: "a member",
      request: () => ({ path: "/api/test/members", body: { email: fresh("seed") } }),
      expect: all(201),
    },
  ],
  "POST /api/test/groups": [
    { name: "a group", request: () => ({ path: "/api/test/groups", body: {} }), expect: all(201) },
  ],
  "POST /api/test/partnerships": [
    {
      name: "a partnership",
      request: () => ({ path: "/api/test/partnerships", body: {} }),
      expect: all(201),
    },
  ],
  "POST /api/test/events": [
    { name: "an event", request: () => ({ path: "/api/test/events", body: {} }), expect: all(201) },
  ],
  "POST /api/test/memberships": [
    {
      name: "a membership",
      request: (w) => ({
        path: "/api/test/memberships",
        body: { entity: { type: "group", id: w.publicGroup.id }, userId: w.bystander.id },
      }),
      expect: all(201),
    },
  ],
  "POST /api/test/posts": [
    {
      name: "a post",
      request: (w) => ({ path: "/api/test/posts", body: { authorId: w.bystander.id } }),
      expect: all(201),
    },
  ],
};
