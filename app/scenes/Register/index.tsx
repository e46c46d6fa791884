import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type RegisterInput, registerSchema } from "../../../shared/schemas/auth";
import { AuthCard } from "../../components/auth/auth-card";
import { AuthDivider, SocialButtons } from "../../components/auth/social-buttons";
import { TermsCheckbox } from "../../components/auth/terms-label";
import { NameFields } from "../../components/profile/name-fields";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { TextField } from "../../components/ui/text-field";
import { errorMessage, UNEXPECTED_SIGN_UP_ERROR } from "../../lib/auth-errors";
import { useSignUpMutation } from "../../queries/auth";

/** The address of `?email=` (a beta invitation's link), when it is one the form would take. */
function invitedEmail(params: URLSearchParams): string {
  const parsed = registerSchema.shape.email.safeParse(params.get("email") ?? "");
  return parsed.success ? parsed.data : "";
}

/** /register "Create Account": e-mail registration, then /check-email. */
export function RegisterScene() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signUp = useSignUpMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: invitedEmail(params),
      password: "",
      agreedToTerms: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const { email } = await signUp.mutateAsync(values);
      navigate(`/check-email?email=${encodeURIComponent(email)}`);
    } catch (caught) {
      setBanner(errorMessage(caught, UNEXPECTED_SIGN_UP_ERROR));
    }
  });

  return (
    <AuthCard
      title="Create Account"
      description="Join your community on Common Ground."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/auth" className="text-primary underline underline-offset-2">
            Sign in
          </Link>
        </>
      }
    >
      <SocialButtons mode="register" />
      <AuthDivider label="OR REGISTER WITH EMAIL" />
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create account">
        <FormBanner message={banner} />
        <NameFields form={form} />
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters, with a letter and a digit."
          error={errors.password?.message}
          {...form.register("password")}
        />
        <TermsCheckbox
          id="agreedToTerms"
          error={errors.agreedToTerms?.message}
          {...form.register("agreedToTerms")}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating account..." : "Create Account"}
        </Button>
      </form>
    </AuthCard>
  );
}
