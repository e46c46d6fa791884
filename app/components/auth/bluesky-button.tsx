import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { BlueskyRegistrationTicket } from "../../../shared/schemas/bluesky";
import { toast } from "../../lib/toast";
import { useBlueskySignInMutation, useCheckBlueskyAccountMutation } from "../../queries/auth";
import { Button } from "../ui/button";
import { BlueskyCompleteAccountDialog } from "./bluesky-complete-account-dialog";
import { type BlueskyCredentials, BlueskyCredentialsDialog } from "./bluesky-credentials-dialog";
import { returnPath } from "./guards";

/** Bluesky's butterfly. */
export function BlueskyMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-[#1185fe]">
      <path d="M5.2 3.4C7.9 5.5 10.8 9.6 12 12c1.2-2.4 4.1-6.5 6.8-8.6 2-1.5 5.2-2.6 5.2 1 0 .7-.4 6-.7 6.9-.9 3.1-4.1 3.9-6.9 3.4 4.9.8 6.2 3.6 3.5 6.4-5.1 5.3-7.3-1.3-7.9-3l-.1-.4-.1.4c-.6 1.7-2.8 8.3-7.9 3-2.7-2.8-1.4-5.6 3.5-6.4-2.8.5-6-.3-6.9-3.4C.4 10.4 0 5.1 0 4.4c0-3.6 3.2-2.5 5.2-1z" />
    </svg>
  );
}

const APP_PASSWORD_HELP = "Use your Bluesky handle and an app password.";

/**
 * "Continue with Bluesky": on /auth it signs a linked member in; on /register it checks the
 * account, then asks for the rest in "Complete Your Account" and sends the confirmation mail.
 */
export function BlueskyButton({ mode }: { mode: "sign-in" | "register" }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { mutateAsync: signInWithBluesky } = useBlueskySignInMutation();
  const { mutateAsync: checkBlueskyAccount } = useCheckBlueskyAccountMutation();
  const [credentialsOpen, setCredentialsOpen] = useState(false);
  const [account, setAccount] = useState<BlueskyRegistrationTicket | null>(null);

  const signIn = async (credentials: BlueskyCredentials, signal: AbortSignal) => {
    await signInWithBluesky({ ...credentials, signal });
    toast.success("Successfully signed in!");
    setCredentialsOpen(false);
    navigate(returnPath(location.state), { replace: true });
  };

  const checkAccount = async (credentials: BlueskyCredentials, signal: AbortSignal) => {
    const checked = await checkBlueskyAccount({ ...credentials, signal });
    setCredentialsOpen(false);
    setAccount(checked);
  };

  return (
    <>
      <Button type="button" variant="outline" onClick={() => setCredentialsOpen(true)}>
        <BlueskyMark />
        Continue with Bluesky
      </Button>
      <BlueskyCredentialsDialog
        open={credentialsOpen}
        onOpenChange={setCredentialsOpen}
        title={mode === "sign-in" ? "Sign in with Bluesky" : "Register with Bluesky"}
        description={APP_PASSWORD_HELP}
        submitLabel={mode === "sign-in" ? "Sign In" : "Continue"}
        busyLabel={mode === "sign-in" ? "Signing in..." : "Connecting..."}
        onSubmit={mode === "sign-in" ? signIn : checkAccount}
      />
      {mode === "register" && (
        <BlueskyCompleteAccountDialog
          account={account}
          onClose={() => setAccount(null)}
          onExpired={(message) => {
            setAccount(null);
            toast.error(message);
            setCredentialsOpen(true);
          }}
          onCreated={({ email, warning }) => {
            setAccount(null);
            if (warning) toast.warning(warning);
            navigate(`/check-email?email=${encodeURIComponent(email)}`);
          }}
        />
      )}
    </>
  );
}
