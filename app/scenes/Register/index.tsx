import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { type RegisterInput, registerSchema } from "../../../shared/schemas/auth";
import { AuthCard } from "../../components/auth/auth-card";
import { AuthDivider, SocialButtons } from "../../components/auth/social-buttons";
import { TermsCheckbox } from "../../components/auth/terms-label";
import { NameFields } from "../../components/profile/name-fields";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api-client";
import { authClient } from "../../lib/auth-client";
import { mapSignUpError, UNEXPECTED_SIGN_UP_ERROR } from "../../lib/auth-errors";
import { botCheckHeaders } from "../../lib/bot-check";
import { SIGN_UP_CALLBACK } from "../Auth";

/** /register "Create Account": e-mail registration, then /check-email. */
export function RegisterScene() {
  const navigate = useNavigate();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      agreedToTerms: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const email = values.email.trim();
      const headers = await botCheckHeaders("signup");
      const { error } = await authClient.signUp.email(
        {
          email,
          password: values.password,
          name: `${values.firstName.trim()} ${values.lastName.trim()}`,
          callbackURL: SIGN_UP_CALLBACK,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          agreedToTerms: true,
        } as Parameters<typeof authClient.signUp.email>[0],
        { headers },
      );
      if (error) {
        setBanner(mapSignUpError(error.message, { retryable: (error.status ?? 0) >= 500 }));
        return;
      }
      navigate(`/check-email?email=${encodeURIComponent(email)}`);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "";
      setBanner(
        caught instanceof ApiError
          ? mapSignUpError(caught.message)
          : message.startsWith("reCAPTCHA")
            ? message
            : UNEXPECTED_SIGN_UP_ERROR,
      );
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
