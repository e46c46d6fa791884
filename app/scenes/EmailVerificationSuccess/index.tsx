import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { Button } from "../../components/ui/button";
import { isProfileComplete, useMeQuery } from "../../queries/me";

/** /email-verification-success. */
export function EmailVerificationSuccessScene() {
  const me = useMeQuery();
  const next = me.data ? (isProfileComplete(me.data) ? "/dashboard" : "/complete-profile") : "/auth";
  return (
    <AuthCard
      title="Email verified"
      description="Thank you for confirming your email address. Your account is ready."
    >
      <div className="grid justify-items-center gap-4">
        <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
        <Button asChild className="w-full">
          <Link to={next}>{me.data ? "Continue" : "Sign in"}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
