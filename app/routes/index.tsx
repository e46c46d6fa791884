import { Route, Routes } from "react-router";
import { PublicLayout } from "../components/public-layout";
import { privacyPolicy } from "../content/legal/privacy-policy";
import { termsOfService } from "../content/legal/terms-of-service";
import { MARKETING_SECTIONS } from "../content/marketing";
import { BetaSignupScene } from "../scenes/BetaSignup";
import { LandingScene } from "../scenes/Landing";
import { LegalScene } from "../scenes/Legal";
import { MarketingPageScene } from "../scenes/MarketingPage";
import { NotFoundScene } from "../scenes/NotFound";
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
        <Route path="*" element={<NotFoundScene />} />
      </Route>
    </Routes>
  );
}
