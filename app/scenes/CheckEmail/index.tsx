import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { Button } from "../../components/ui/button";
import { authClient } from "../../lib/auth-client";
import { SIGN_UP_CALLBACK } from "../Auth";

/** /check-email?email=…: shown after registration. */
export function CheckEmailScene() {
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const [status, setStatus] = useState<"idle" | "sending" | "sent" | "error">("idle");
  const resend = async () => {
    setStatus("sending");
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: SIGN_UP_CALLBACK });
    setStatus(error ? "error" : "sent");
  };
  return (
    <AuthCard
      title="Check your email"
      description={
        <>
          We sent a confirmation link to <strong>{email || "your email address"}</strong>. Open it to activate
          your account, then sign in.
        </>
      }
    >
      <div className="grid gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {status === "sent" && "We sent a new confirmation link."}
          {status === "error" &&
            "We could not send another link just now. Please try again in a few minutes."}
        </p>
        {email && (
          <Button variant="outline" onClick={resend} disabled={status === "sending"}>
            {status === "sending" ? "Sending..." : "Send the link again"}
          </Button>
        )}
        <Button asChild>
          <Link to="/auth">Go to sign in</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
