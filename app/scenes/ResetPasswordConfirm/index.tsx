import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { newPasswordSchema } from "../../../shared/schemas/auth";
import { AuthCard } from "../../components/auth/auth-card";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { TextField } from "../../components/ui/text-field";
import { errorMessage, RESET_LINK_INVALID_MESSAGE } from "../../lib/auth-errors";
import { useResetPasswordMutation } from "../../queries/auth";

/** /auth/reset-password-confirm and /account/update-password: choose a new password. */
export function ResetPasswordConfirmScene() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resetPassword = useResetPasswordMutation();
  const token = params.get("token");
  const [error, setError] = useState<string | null>(params.get("error") ? RESET_LINK_INVALID_MESSAGE : null);
  const form = useForm<z.input<typeof newPasswordSchema>>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
    } catch (caught) {
      setError(errorMessage(caught, RESET_LINK_INVALID_MESSAGE));
      return;
    }
    navigate("/auth", {
      replace: true,
      state: { message: "Your password has been updated. Please sign in with your new password." },
    });
  });

  if (!token) {
    return (
      <AuthCard
        title="Reset Password"
        description={error ?? "Open the link from your reset email to continue."}
      >
        <Button asChild className="w-full">
          <Link to="/password-reset">Ask for a new link</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a New Password"
      description="Your new password replaces the old one on every device."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Choose a new password">
        <FormBanner message={error} />
        <TextField
          id="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <TextField
          id="confirm"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register("confirm")}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Update Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
