import { type AccessCase, all, fresh, own } from "./cases";
import { PASSWORD } from "./world";

/** Better Auth's endpoints (server/auth/auth.ts); the ones no page uses are not served. */
export const AUTH_ROWS: Record<string, AccessCase[]> = {
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
      // An unknown address each time: five failures on one account make the next one wait.
      name: "wrong password",
      request: () => ({
        path: "/api/auth/sign-in/email",
        body: { email: fresh("nobody"), password: "wrong-one-1" },
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
};

/** End-to-end seeding: mounted only when NODE_ENV=test (the sweep checks it is absent otherwise). */
export const TEST_SUPPORT_ROWS: Record<string, AccessCase[]> = {
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
  "POST /api/test/shifts": [
    {
      name: "a shift with the bystander on it",
      request: (w) => ({
        path: "/api/test/shifts",
        body: {
          eventId: w.publicEvent.id,
          startTime: new Date(Date.now() + 86_400_000).toISOString(),
          endTime: new Date(Date.now() + 90_000_000).toISOString(),
          volunteers: [{ userId: w.bystander.id }],
        },
      }),
      expect: all(201),
    },
  ],
  "POST /api/test/forgotten-check-ins": [
    {
      name: "closed now",
      request: () => ({ path: "/api/test/forgotten-check-ins", body: {} }),
      expect: all(201),
    },
  ],
  "POST /api/test/registrations": [
    {
      name: "a registration",
      // Each actor registers someone else once (a second registration would be a 409).
      request: (w, who) => ({
        path: "/api/test/registrations",
        body: { eventId: w.publicEvent.id, userId: (who === "visitor" ? w.bystander : w.members[who]).id },
      }),
      expect: all(201),
    },
  ],
  "POST /api/test/demo": [
    {
      name: "the demo community, signed in as its member",
      request: () => ({ path: "/api/test/demo" }),
      expect: all(201),
    },
  ],
  "POST /api/test/profile-details": [
    {
      name: "a bio",
      request: (w) => ({ path: "/api/test/profile-details", body: { userId: w.bystander.id, bio: "Hi" } }),
      expect: all(200),
    },
  ],
};
