import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { FullPageSpinner } from "../components/full-page-spinner";
import { PublicLayout } from "../components/public-layout";
import { MARKETING_SECTIONS } from "../content/marketing/section-labels";
import { NotFoundScene } from "../scenes/NotFound";
import { lazyScene } from "./lazy-scene";
import { MemberOrVisitor, MemberOrVisitorPage } from "./member-or-visitor";

/** Marketing pages ask the server nothing while they render: no query code on their first load. */
const NO_QUERIES = { queries: false };

// Every page is its own chunk: a visitor's page ships neither the other pages' code and copy nor
// any of the signed-in application. Prerendered pages preload theirs (scripts/prerender.mjs).
const LandingScene = lazyScene(
  "scenes/Landing/index.tsx",
  () => import("../scenes/Landing").then((m) => m.LandingScene),
  NO_QUERIES,
);
const SectionIndexScene = lazyScene(
  "scenes/SectionIndex/index.tsx",
  () => import("../scenes/SectionIndex").then((m) => m.SectionIndexScene),
  NO_QUERIES,
);
const MarketingPageScene = lazyScene(
  "scenes/MarketingPage/index.tsx",
  () => import("../scenes/MarketingPage").then((m) => m.MarketingPageScene),
  NO_QUERIES,
);
const BetaSignupScene = lazyScene("scenes/BetaSignup/index.tsx", () =>
  import("../scenes/BetaSignup").then((m) => m.BetaSignupScene),
);
const PrivacyPolicyScene = lazyScene(
  "scenes/Legal/privacy-policy.tsx",
  () => import("../scenes/Legal/privacy-policy").then((m) => m.PrivacyPolicyScene),
  NO_QUERIES,
);
const TermsOfServiceScene = lazyScene(
  "scenes/Legal/terms-of-service.tsx",
  () => import("../scenes/Legal/terms-of-service").then((m) => m.TermsOfServiceScene),
  NO_QUERIES,
);
const KioskScene = lazyScene("scenes/Kiosk/index.tsx", () =>
  import("../scenes/Kiosk").then((m) => m.KioskScene),
);
const AccessibilityScene = lazyScene(
  "scenes/Accessibility/index.tsx",
  () => import("../scenes/Accessibility").then((m) => m.AccessibilityScene),
  NO_QUERIES,
);
// The sign-in pages' guard asks who is signed in: it loads with them, not with every page.
const RedirectIfSignedIn = lazyScene("components/auth/redirect-if-signed-in.tsx", () =>
  import("../components/auth/redirect-if-signed-in").then((m) => m.RedirectIfSignedIn),
);
const AuthScene = lazyScene("scenes/Auth/index.tsx", () => import("../scenes/Auth").then((m) => m.AuthScene));
const RegisterScene = lazyScene("scenes/Register/index.tsx", () =>
  import("../scenes/Register").then((m) => m.RegisterScene),
);
const AuthCallbackScene = lazyScene("scenes/AuthCallback/index.tsx", () =>
  import("../scenes/AuthCallback").then((m) => m.AuthCallbackScene),
);
const ResetPasswordConfirmScene = lazyScene("scenes/ResetPasswordConfirm/index.tsx", () =>
  import("../scenes/ResetPasswordConfirm").then((m) => m.ResetPasswordConfirmScene),
);
const CheckEmailScene = lazyScene("scenes/CheckEmail/index.tsx", () =>
  import("../scenes/CheckEmail").then((m) => m.CheckEmailScene),
);
const EmailVerificationSuccessScene = lazyScene("scenes/EmailVerificationSuccess/index.tsx", () =>
  import("../scenes/EmailVerificationSuccess").then((m) => m.EmailVerificationSuccessScene),
);
const PostTeaserScene = lazyScene("scenes/PostTeaser/index.tsx", () =>
  import("../scenes/PostTeaser").then((m) => m.PostTeaserScene),
);
const InvitationOptOutScene = lazyScene("scenes/InvitationOptOut/index.tsx", () =>
  import("../scenes/InvitationOptOut").then((m) => m.InvitationOptOutScene),
);
const TranscriptCheckScene = lazyScene("scenes/TranscriptCheck/index.tsx", () =>
  import("../scenes/TranscriptCheck").then((m) => m.TranscriptCheckScene),
);
const SupervisorHoursScene = lazyScene("scenes/SupervisorHours/index.tsx", () =>
  import("../scenes/SupervisorHours").then((m) => m.SupervisorHoursScene),
);
const DevMailboxScene = lazyScene("scenes/DevMailbox/index.tsx", () =>
  import("../scenes/DevMailbox").then((m) => m.DevMailboxScene),
);

// The members' part: the start-up overlay, session check and frame, then each page. The pages'
// own table lives in a module of its own (member-pages.tsx), so that a visitor's first load
// carries neither it nor the list of chunks each members' page needs.
const loadMemberPages = () => import("./member-pages");
const MemberPage = lazy(() => loadMemberPages().then((m) => ({ default: m.MemberPage })));
const SignedInShell = lazyScene("components/signed-in-shell.tsx", () => {
  // The page's own code loads beside the shell's, not after the start-up checks it waits for.
  void loadMemberPages()
    .then((m) => m.preloadMemberPage(window.location.pathname))
    .catch(() => undefined);
  return import("../components/signed-in-shell").then((m) => m.SignedInShell);
});

/** The route tree of spec §2; protected pages show the spec's spinner while their code loads. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        {/* A kiosk tablet shows nothing but the kiosk: no header, no way elsewhere (issue 29). */}
        <Route path="kiosk" element={<KioskScene />} />
        <Route element={<PublicLayout />}>
          <Route index element={<LandingScene />} />
          {MARKETING_SECTIONS.map((section) => (
            <Route key={section} path={section}>
              {/* /communities itself serves members too: see below. */}
              {section !== "communities" && <Route index element={<SectionIndexScene section={section} />} />}
              <Route path=":slug" element={<MarketingPageScene section={section} />} />
            </Route>
          ))}
          <Route path="beta-signup" element={<BetaSignupScene />} />
          <Route path="privacy-policy" element={<PrivacyPolicyScene />} />
          <Route path="terms-of-service" element={<TermsOfServiceScene />} />
          <Route path="accessibility" element={<AccessibilityScene />} />
          <Route element={<RedirectIfSignedIn />}>
            <Route path="auth" element={<AuthScene />} />
            <Route path="register" element={<RegisterScene />} />
            <Route path="auth/callback" element={<AuthCallbackScene />} />
            <Route path="auth/reset-password-confirm" element={<ResetPasswordConfirmScene />} />
            <Route path="account/update-password" element={<ResetPasswordConfirmScene />} />
          </Route>
          <Route path="auth/*" element={<Navigate to="/auth" replace />} />
          <Route path="login" element={<Navigate to="/auth" replace />} />
          <Route path="password-reset" element={<AuthScene initialView="reset" />} />
          <Route path="check-email" element={<CheckEmailScene />} />
          <Route path="post/:postId" element={<PostTeaserScene />} />
          <Route path="invitations/opt-out" element={<InvitationOptOutScene />} />
          {/* SUPERVISOR_PATH (shared/volunteering.ts): an outside supervisor's link, no account needed. */}
          <Route path="hours/confirm" element={<SupervisorHoursScene />} />
          <Route path="dev/mailbox" element={<DevMailboxScene />} />
          <Route path="*" element={<NotFoundScene />} />
        </Route>
        <Route
          path="communities"
          element={<MemberOrVisitor member={<SignedInShell />} visitor={<PublicLayout />} />}
        >
          <Route
            index
            element={
              <MemberOrVisitorPage
                member={<MemberPage page="communities" />}
                visitor={<SectionIndexScene section="communities" />}
              />
            }
          />
        </Route>
        {/* A member who confirmed their address in the browser they are signed in with sees the
            signed-in header here, not Sign In and Sign Up. */}
        {/* A transcript's check: a school or employer without an account, or a member signed in. */}
        <Route
          path="transcripts/:code"
          element={<MemberOrVisitor member={<SignedInShell />} visitor={<PublicLayout />} />}
        >
          <Route index element={<TranscriptCheckScene />} />
        </Route>
        {/* The shell's preview: platform admins see it in their frame; on a development install
            a visitor may open it too (decisions.md, "Debug pages"). Its code is listed with the
            members' pages, so that visitors' pages do not carry it. */}
        <Route
          path="test/mobile"
          element={<MemberOrVisitor member={<SignedInShell />} visitor={<PublicLayout />} />}
        >
          <Route index element={<MemberPage page="mobile-preview" />} />
        </Route>
        <Route
          path="email-verification-success"
          element={<MemberOrVisitor member={<SignedInShell />} visitor={<PublicLayout />} />}
        >
          <Route index element={<EmailVerificationSuccessScene />} />
        </Route>
        <Route element={<SignedInShell />}>
          <Route path="complete-profile" element={<MemberPage page="complete-profile" />} />
          <Route path="dashboard" element={<MemberPage page="dashboard" />} />
          <Route path="profile/settings" element={<MemberPage page="profile-settings" />} />
          <Route path="profile" element={<MemberPage page="profile" />} />
          <Route path="profile/:userId" element={<MemberPage page="profile" />} />
          <Route path="profile/:userId/volunteer-history" element={<MemberPage page="volunteer-history" />} />
          <Route path="settings" element={<Navigate to="/profile/settings" replace />} />
          <Route path="groups" element={<Navigate to="/communities?type=group" replace />} />
          <Route path="groups/:id" element={<MemberPage page="group" />} />
          <Route path="groups/create" element={<MemberPage page="group-create" />} />
          <Route path="groups/:id/edit" element={<MemberPage page="group-edit" />} />
          <Route path="groups/:id/create-subgroup" element={<MemberPage page="group-create-subgroup" />} />
          <Route path="partnerships" element={<Navigate to="/communities?type=partnership" replace />} />
          <Route path="partnerships/:id" element={<MemberPage page="partnership" />} />
          <Route path="partnerships/create" element={<MemberPage page="partnership-create" />} />
          <Route path="partnerships/:id/edit" element={<MemberPage page="partnership-edit" />} />
          <Route
            path="partnerships/:id/create-subpartnership"
            element={<MemberPage page="partnership-create-subpartnership" />}
          />
          <Route path="events" element={<MemberPage page="events" />} />
          <Route path="events/create" element={<MemberPage page="event-create" />} />
          <Route path="events/:id" element={<MemberPage page="event" />} />
          <Route path="events/:id/edit" element={<MemberPage page="event-edit" />} />
          <Route path="restricted/:entityType/:entityId" element={<MemberPage page="restricted" />} />
          <Route path="posts/:postId" element={<MemberPage page="post" />} />
          {/* The diagnostic pages (decisions.md "Debug pages"): their API answers 403 to anyone else. */}
          <Route path="debug/event-admin-test" element={<MemberPage page="debug-event-admin-test" />} />
          <Route path="debug/entity-posts" element={<MemberPage page="debug-entity-posts" />} />
          <Route path="demo/smart-links" element={<MemberPage page="demo-smart-links" />} />
          <Route path="test/social-sharing" element={<MemberPage page="test-social-sharing" />} />
          <Route path="post/:postId/debug" element={<MemberPage page="post-debug" />} />
          <Route path="members" element={<MemberPage page="members" />} />
          <Route path="connections" element={<MemberPage page="connections" />} />
          <Route path="notifications" element={<MemberPage page="notifications" />} />
          <Route path="bluesky-feed" element={<MemberPage page="bluesky-feed" />} />
          <Route path="reports" element={<MemberPage page="reports" />} />
          <Route path="admin/beta-management" element={<MemberPage page="beta-management" />} />
          <Route path="groups/:id/settings/storage" element={<MemberPage page="group-storage" />} />
          <Route
            path="partnerships/:id/settings/storage"
            element={<MemberPage page="partnership-storage" />}
          />
          <Route path="events/:id/settings/storage" element={<MemberPage page="event-storage" />} />
          <Route path="events/:id/volunteers" element={<MemberPage page="event-volunteers" />} />
          <Route path="groups/:id/report" element={<MemberPage page="group-report" />} />
          <Route path="partnerships/:id/report" element={<MemberPage page="partnership-report" />} />
          <Route path="events/:id/report" element={<MemberPage page="event-report" />} />
          <Route path="events/:id/check-in" element={<MemberPage page="event-check-in" />} />
          <Route path="events/:id/check-in-poster" element={<MemberPage page="event-check-in-poster" />} />
          <Route path="events/:id/create-subgroup" element={<MemberPage page="event-create-subgroup" />} />
          <Route path="events/:id/subgroups/:subgroupId" element={<MemberPage page="event-subgroup" />} />
          <Route
            path="events/:id/subgroups/:subgroupId/edit"
            element={<MemberPage page="event-subgroup-edit" />}
          />
          <Route path="groups/:id/workspace/:pageId?" element={<MemberPage page="group-workspace" />} />
          <Route
            path="partnerships/:id/workspace/:pageId?"
            element={<MemberPage page="partnership-workspace" />}
          />
          <Route path="events/:id/workspace/:pageId?" element={<MemberPage page="event-workspace" />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
