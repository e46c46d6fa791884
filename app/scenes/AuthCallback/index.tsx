import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { FullPageSpinner } from "../../components/full-page-spinner";
import { Button } from "../../components/ui/button";
import { meKeys } from "../../queries/me";

/** /auth/callback: where the verification link (type=signup) and social sign-in return. */
export function AuthCallbackScene() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const error = params.get("error");
  const type = params.get("type");
  const isNew = params.get("new") === "1";

  useEffect(() => {
    if (error) return;
    void queryClient.invalidateQueries({ queryKey: meKeys.all }).then(() => {
      // A new member from Google or Apple checks the names the provider gave us.
      if (isNew)
        navigate(`/complete-profile?provider=${params.get("provider") ?? "google"}`, { replace: true });
      else navigate(type === "signup" ? "/email-verification-success" : "/dashboard", { replace: true });
    });
  }, [error, type, isNew, params, navigate, queryClient]);

  if (!error) return <FullPageSpinner label="Signing you in..." />;
  if (error === "signup_disabled") {
    return (
      <AuthCard
        title="No account yet"
        description="No account is linked to this Google or Apple account yet. Create one from the registration page."
      >
        <Button asChild className="w-full">
          <Link to="/register">Create Account</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="This link did not work"
      description="The link is invalid, was already used, or has expired."
    >
      <div className="grid gap-2">
        <Button asChild>
          <Link to="/auth">Go to sign in</Link>
        </Button>
        <p className="text-sm text-muted-foreground">
          Signing in with an unconfirmed address sends you a fresh confirmation link.
        </p>
      </div>
    </AuthCard>
  );
}
