import { termsOfService } from "../../content/legal/terms-of-service";
import { LegalScene } from ".";

/** /terms-of-service: its copy loads with this page only. */
export function TermsOfServiceScene() {
  return <LegalScene document={termsOfService} path="/terms-of-service" />;
}
