import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { Button } from "../../components/ui/button";
import { useResendVerificationMutation } from "../../queries/auth";

/** /check-email?email=…: shown after registration. */
export function CheckEmailScene() {
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const resend = useResendVerificationMutation();
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
          {resend.isSuccess && "We sent a new confirmation link."}
          {resend.isError && "We could not send another link just now. Please try again in a few minutes."}
        </p>
        {email && (
          <Button variant="outline" onClick={() => resend.mutate({ email })} disabled={resend.isPending}>
            {resend.isPending ? "Sending..." : "Send the link again"}
          </Button>
        )}
        <Button asChild>
          <Link to="/auth">Go to sign in</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
