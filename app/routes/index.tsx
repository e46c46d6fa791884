import { Navigate, Route, Routes } from "react-router";
import { AppLayout } from "../components/app-layout";
import { AppStartup } from "../components/auth/app-startup";
import { RedirectIfSignedIn, RequireAuth } from "../components/auth/guards";
import { PublicLayout } from "../components/public-layout";
import { privacyPolicy } from "../content/legal/privacy-policy";
import { termsOfService } from "../content/legal/terms-of-service";
import { MARKETING_SECTIONS } from "../content/marketing";
import { AuthScene } from "../scenes/Auth";
import { AuthCallbackScene } from "../scenes/AuthCallback";
import { BetaSignupScene } from "../scenes/BetaSignup";
import { CheckEmailScene } from "../scenes/CheckEmail";
import { CompleteProfileScene } from "../scenes/CompleteProfile";
import { DashboardScene } from "../scenes/Dashboard";
import { DevMailboxScene } from "../scenes/DevMailbox";
import { EmailVerificationSuccessScene } from "../scenes/EmailVerificationSuccess";
import { LandingScene } from "../scenes/Landing";
import { LegalScene } from "../scenes/Legal";
import { MarketingPageScene } from "../scenes/MarketingPage";
import { NotFoundScene } from "../scenes/NotFound";
import { ProfileSettingsScene } from "../scenes/ProfileSettings";
import { RegisterScene } from "../scenes/Register";
import { ResetPasswordConfirmScene } from "../scenes/ResetPasswordConfirm";
import { SectionIndexScene } from "../scenes/SectionIndex";

/**
 * The route tree of spec §2. Public pages are loaded eagerly because they are prerendered and
 * hydrated; the signed-in application's pages will be lazy-loaded here.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingScene />} />
        {MARKETING_SECTIONS.map((section) => (
          <Route key={section} path={section}>
            <Route index element={<SectionIndexScene section={section} />} />
            <Route path=":slug" element={<MarketingPageScene section={section} />} />
          </Route>
        ))}
        <Route path="beta-signup" element={<BetaSignupScene />} />
        <Route
          path="privacy-policy"
          element={<LegalScene document={privacyPolicy} path="/privacy-policy" />}
        />
        <Route
          path="terms-of-service"
          element={<LegalScene document={termsOfService} path="/terms-of-service" />}
        />
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
        <Route path="email-verification-success" element={<EmailVerificationSuccessScene />} />
        <Route path="dev/mailbox" element={<DevMailboxScene />} />
        <Route path="*" element={<NotFoundScene />} />
      </Route>
      <Route
        element={
          <AppStartup>
            <RequireAuth />
          </AppStartup>
        }
      >
        <Route element={<AppLayout />}>
          <Route path="complete-profile" element={<CompleteProfileScene />} />
          <Route path="dashboard" element={<DashboardScene />} />
          <Route path="profile/settings" element={<ProfileSettingsScene />} />
          <Route path="settings" element={<Navigate to="/profile/settings" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
