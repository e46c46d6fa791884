import { LOGO_BUCKET, LOGO_KEY } from "../../routes/site";
import { createSignedObjectUrl } from "../../storage/signed-urls";
import { pngImage, uploadForm } from "../images";
import { AUTH_ROWS, TEST_SUPPORT_ROWS } from "./auth-rows";
import { AWARD_ROWS } from "./award-rows";
import { BETA_ROWS } from "./beta-rows";
import { type AccessCase, all, fresh, signedIn } from "./cases";
import { COMMUNITY_ROWS, MODERATION_ROWS } from "./community-rows";
import { DEBUG_ROWS } from "./debug-rows";
import { DIAGNOSTICS_ROWS } from "./diagnostics-rows";
import { EVENT_ROWS } from "./event-rows";
import { EVENT_SUBGROUP_ROWS } from "./event-subgroup-rows";
import { HISTORY_ROWS, HOURS_ROWS, TRANSCRIPT_ROWS } from "./hours-rows";
import { NOTIFICATION_PREFERENCE_ROWS } from "./notification-preference-rows";
import { NOTIFICATION_ROWS } from "./notification-rows";
import { REQUIREMENT_ROWS, VERIFICATION_ROWS } from "./organisation-hours-rows";
import { PARTNER_ROWS } from "./partner-rows";
import { PEOPLE_ROWS } from "./people-rows";
import { POST_ROWS } from "./post-rows";
import { PUSH_ROWS } from "./push-rows";
import { LEADERBOARD_ROWS, MILESTONE_ROWS } from "./recognition-rows";
import { REPORT_ROWS } from "./report-rows";
import { STORAGE_ROWS } from "./storage-rows";
import { WORKSPACE_ROWS } from "./workspace-rows";

export type { AccessCase, AccessRequest } from "./cases";

const SWEEP_PNG = await pngImage(8, 8);

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
    {
      name: "a picture the member uploaded",
      request: (w) => ({ path: "/api/me/profile", body: { avatarFileId: w.memberAvatar.id } }),
      expect: { ...signedIn(403), member: 200 },
    },
    {
      name: "bio",
      request: () => ({ path: "/api/me/profile", body: { bio: "Volunteer.\nCyclist." } }),
      expect: signedIn(200),
    },
    {
      name: "off the leaderboards and back",
      request: (_w, who) => ({ path: "/api/me/profile", body: { leaderboardOptOut: who === "member" } }),
      expect: signedIn(200),
    },
  ],
  "GET /api/me/bluesky": [
    { name: "status", request: () => ({ path: "/api/me/bluesky" }), expect: signedIn(200) },
  ],
  // Nobody in the sweep's world has connected Bluesky: the timeline answers 409 with the prompt's
  // words (routes/me/bluesky-timeline.appview.test.ts reads a real one through a test AppView).
  "GET /api/me/bluesky/timeline": [
    { name: "not connected", request: () => ({ path: "/api/me/bluesky/timeline" }), expect: signedIn(409) },
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
  // Every member sees the communities list (private ones restricted for outsiders) and the events
  // they may view; visitors see neither.
  "GET /api/communities": [
    { name: "all", request: () => ({ path: "/api/communities" }), expect: signedIn(200) },
    {
      name: "groups, searched",
      request: () => ({ path: "/api/communities?type=group&q=private" }),
      expect: signedIn(200),
    },
    {
      name: "a cursor not ours",
      request: () => ({ path: "/api/communities?cursor=forged" }),
      expect: signedIn(422),
    },
  ],
  "GET /api/events": [
    { name: "upcoming", request: () => ({ path: "/api/events" }), expect: signedIn(200) },
    {
      name: "past, searched",
      request: () => ({ path: "/api/events?when=past&q=event" }),
      expect: signedIn(200),
    },
    { name: "an unknown list", request: () => ({ path: "/api/events?when=soon" }), expect: signedIn(422) },
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
  "POST /api/uploads/:bucket": [
    {
      name: "an avatar",
      request: () => ({ path: "/api/uploads/avatars", body: uploadForm(SWEEP_PNG, "me.png", "image/png") }),
      expect: signedIn(201),
    },
    {
      name: "a text file named as a picture",
      request: () => ({ path: "/api/uploads/post-media", body: uploadForm(Buffer.from("hi"), "a.png") }),
      expect: signedIn(415),
    },
    {
      name: "a bucket members do not upload to",
      request: () => ({ path: "/api/uploads/documents", body: uploadForm(SWEEP_PNG, "a.png") }),
      expect: signedIn(422),
    },
  ],
  // Buckets are public (spec §6): anyone may fetch a stored file by its address.
  "GET /api/files/:bucket/:key": [
    { name: "a stored avatar", request: (w) => ({ path: w.memberAvatar.url }), expect: all(200) },
    {
      name: "missing",
      request: () => ({ path: `/api/files/avatars/${crypto.randomUUID()}.webp` }),
      expect: all(404),
    },
  ],
  // The dashboard's cards and checklist: always the caller's own (spec §6), so every member gets 200.
  "GET /api/dashboard/groups": [
    { name: "own groups", request: () => ({ path: "/api/dashboard/groups" }), expect: signedIn(200) },
  ],
  "GET /api/dashboard/partnerships": [
    {
      name: "own partnerships",
      request: () => ({ path: "/api/dashboard/partnerships" }),
      expect: signedIn(200),
    },
  ],
  "GET /api/dashboard/events": [
    { name: "own events", request: () => ({ path: "/api/dashboard/events" }), expect: signedIn(200) },
  ],
  "GET /api/onboarding": [
    { name: "own checklist", request: () => ({ path: "/api/onboarding" }), expect: signedIn(200) },
  ],
  "POST /api/onboarding/sync": [
    {
      name: "own checklist",
      request: () => ({ path: "/api/onboarding/sync", body: {} }),
      expect: signedIn(200),
    },
  ],

  ...POST_ROWS,
  ...DEBUG_ROWS,
  ...EVENT_ROWS,
  ...EVENT_SUBGROUP_ROWS,
  ...HOURS_ROWS,
  ...VERIFICATION_ROWS,
  ...AWARD_ROWS,
  ...BETA_ROWS,
  ...TRANSCRIPT_ROWS,
  ...REQUIREMENT_ROWS,
  ...HISTORY_ROWS,
  ...LEADERBOARD_ROWS,
  ...MILESTONE_ROWS,
  ...REPORT_ROWS,
  ...PEOPLE_ROWS,
  ...NOTIFICATION_PREFERENCE_ROWS,
  ...NOTIFICATION_ROWS,
  ...PUSH_ROWS,
  ...DIAGNOSTICS_ROWS,
  ...STORAGE_ROWS,
  ...WORKSPACE_ROWS,
  // After the rows above: joining, leaving and handing over change memberships they rely on.
  // Before the auth rows, which sign members out.
  ...COMMUNITY_ROWS,
  ...PARTNER_ROWS,
  ...MODERATION_ROWS,
  ...AUTH_ROWS,
  ...TEST_SUPPORT_ROWS,
};
