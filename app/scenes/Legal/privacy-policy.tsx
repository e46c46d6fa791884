import { privacyPolicy } from "../../content/legal/privacy-policy";
import { LegalScene } from ".";

/** /privacy-policy: its copy loads with this page only. */
export function PrivacyPolicyScene() {
  return <LegalScene document={privacyPolicy} path="/privacy-policy" />;
}
