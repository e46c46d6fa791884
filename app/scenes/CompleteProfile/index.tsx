import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { completeProfileSchema } from "../../../shared/schemas/auth";
import { AuthCard, FormBanner } from "../../components/auth/auth-card";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { useCompleteProfileMutation, useMeQuery } from "../../queries/me";

/** /complete-profile: first and last name, prefilled from what sign-up gave us. */
export function CompleteProfileScene() {
  const me = useMeQuery();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const provider = params.get("provider");
  const providerName = provider === "google" ? "Google" : provider === "apple" ? "Apple" : null;
  const mutation = useCompleteProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof completeProfileSchema>>({
    resolver: zodResolver(completeProfileSchema),
    defaultValues: { firstName: "", lastName: "" },
  });
  const { errors } = form.formState;

  useEffect(() => {
    const profile = me.data?.profile;
    if (profile) form.reset({ firstName: profile.firstName ?? "", lastName: profile.lastName ?? "" });
  }, [me.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync(values);
      toast.success("Profile completed!");
      navigate("/dashboard", { replace: true });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : "Failed to update profile");
    }
  });

  return (
    <AuthCard title="Complete Your Profile" description="Tell your community who you are.">
      {providerName && (
        <p role="note" className="mb-4 rounded-md bg-accent p-3 text-sm text-accent-foreground">
          You signed up with {providerName}. We filled in the name {providerName} shared with us, if any;
          check it before you continue, as this is how your community will see you.
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Complete profile">
        <FormBanner message={error} />
        <TextField
          id="firstName"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          id="lastName"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Saving..." : "Complete Profile"}
        </Button>
      </form>
    </AuthCard>
  );
}
