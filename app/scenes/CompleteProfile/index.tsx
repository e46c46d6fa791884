import { useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../components/auth/auth-card";
import { ProfileNameForm } from "../../components/profile/profile-name-form";
import { toast } from "../../lib/toast";

/** /complete-profile: first and last name, prefilled from what sign-up gave us. */
export function CompleteProfileScene() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const provider = params.get("provider");
  const providerName = provider === "google" ? "Google" : provider === "apple" ? "Apple" : null;

  return (
    <AuthCard title="Complete Your Profile" description="Tell your community who you are.">
      {providerName && (
        <p role="note" className="mb-4 rounded-md bg-accent p-3 text-sm text-accent-foreground">
          You signed up with {providerName}. We filled in the name {providerName} shared with us, if any;
          check it before you continue, as this is how your community will see you.
        </p>
      )}
      <ProfileNameForm
        submitLabel="Complete Profile"
        onSaved={() => {
          toast.success("Profile completed!");
          navigate("/dashboard", { replace: true });
        }}
      />
    </AuthCard>
  );
}
