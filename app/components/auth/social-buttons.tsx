import { useState } from "react";
import { errorMessage } from "../../lib/auth-errors";
import { type SocialProvider, useSocialSignInMutation } from "../../queries/auth";
import { useSiteConfigQuery } from "../../queries/site";
import { Button } from "../ui/button";
import { FormBanner } from "../ui/form-banner";
import { ModalDialog, ModalDialogClose } from "../ui/modal-dialog";
import { BlueskyButton } from "./bluesky-button";
import { TermsAgreementLabel } from "./terms-label";

export const GOOGLE_NOT_CONFIGURED =
  "Google OAuth is not configured on this site. Please use email registration or contact the site administrator.";
export const APPLE_NOT_CONFIGURED =
  "Sign in with Apple is not configured on this site. Please use email registration or contact the site administrator.";

type Provider = SocialProvider;
const PROVIDER_NAMES: Record<Provider, "Google" | "Apple"> = { google: "Google", apple: "Apple" };

function AppleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
      <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.8-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.6-1-2.6-4.1zM13.9 5.1c.7-.9 1.2-2 1.1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1.1 3 1.1.1 2.2-.6 2.9-1.4z" />
    </svg>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2-1.9 3.2-4.7 3.2-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1a6.4 6.4 0 0 1-6-4.4H2.3v2.9A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M6 14.2a6.6 6.6 0 0 1 0-4.3V7H2.3a11 11 0 0 0 0 10l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.3 7L6 9.9a6.4 6.4 0 0 1 6-4.5z"
      />
    </svg>
  );
}

/**
 * The Google, Apple and Bluesky buttons of /auth ("sign-in") and /register ("register"; Google and
 * Apple after the terms dialog, Bluesky with the terms in its "Complete Your Account" dialog).
 * Google and Apple show only when the server has them configured (the site configuration says
 * so): a button that can only answer "not configured" is no choice. Bluesky needs nothing of the
 * server's and always shows, so the divider above these buttons always has one under it.
 */
export function SocialButtons({ mode }: { mode: "sign-in" | "register" }) {
  const site = useSiteConfigQuery();
  const social = useSocialSignInMutation();
  const [error, setError] = useState<string | null>(null);
  const [termsFor, setTermsFor] = useState<Provider | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const busy = social.isPending;

  const start = (provider: Provider) => {
    setError(null);
    // The button shows only when configured; a page open while the server's configuration changed
    // still gets the spec's words.
    if (!site.data?.auth[provider]) {
      setError(provider === "google" ? GOOGLE_NOT_CONFIGURED : APPLE_NOT_CONFIGURED);
      return;
    }
    social.mutate(
      { provider, mode },
      {
        onError: (caught) =>
          setError(errorMessage(caught, `Failed to sign in with ${PROVIDER_NAMES[provider]}`)),
      },
    );
  };

  return (
    <div className="grid gap-3">
      <FormBanner message={error} />
      {(["google", "apple"] as const)
        .filter((provider) => site.data?.auth[provider])
        .map((provider) => (
          <Button
            key={provider}
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => (mode === "register" ? setTermsFor(provider) : start(provider))}
          >
            {provider === "google" ? <GoogleMark /> : <AppleMark />}
            Continue with {PROVIDER_NAMES[provider]}
          </Button>
        ))}
      <BlueskyButton mode={mode} />
      <ModalDialog
        open={termsFor !== null}
        onOpenChange={(open) => !open && setTermsFor(null)}
        title="Terms and Conditions"
        description={`Before you register with ${termsFor ? PROVIDER_NAMES[termsFor] : ""}, please read and accept our terms.`}
      >
        <div className="mt-4 flex items-start gap-2">
          <input
            id="google-terms"
            type="checkbox"
            className="mt-1 size-4"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <TermsAgreementLabel htmlFor="google-terms" />
        </div>
        {termsError && (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {termsError}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <ModalDialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </ModalDialogClose>
          <Button
            disabled={busy}
            onClick={() => {
              if (!agreed) {
                setTermsError("You must agree to the Terms of Service and Privacy Policy to continue");
                return;
              }
              setTermsError(null);
              const provider = termsFor;
              setTermsFor(null);
              if (provider) start(provider);
            }}
          >
            Continue
          </Button>
        </div>
      </ModalDialog>
    </div>
  );
}

/** The "OR …" divider between the social buttons and the e-mail form. */
export function AuthDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium text-muted-foreground">
      <span className="h-px flex-1 bg-border" />
      {label}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
