import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import type { z } from "zod";
import { resetRequestSchema, signInSchema } from "../../../shared/schemas/auth";
import { AuthCard } from "../../components/auth/auth-card";
import { returnPath } from "../../components/auth/guards";
import { AuthDivider, SocialButtons } from "../../components/auth/social-buttons";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { TextField } from "../../components/ui/text-field";
import { errorMessage, RESET_EMAIL_FAILED_MESSAGE } from "../../lib/auth-errors";
import { toast } from "../../lib/toast";
import { useRequestPasswordResetMutation, useSignInMutation } from "../../queries/auth";

type View = "sign-in" | "reset" | "reset-sent";

function SignInForm({ onForgot }: { onForgot: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignInMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await signIn.mutateAsync(values);
      toast.success("Successfully signed in!");
      navigate(returnPath(location.state), { replace: true });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
      <FormBanner message={error} />
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <div className="flex justify-end">
        <button type="button" onClick={onForgot} className="text-sm text-primary hover:underline">
          Forgot your password?
        </button>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}

function ResetRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const requestReset = useRequestPasswordResetMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof resetRequestSchema>>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestReset.mutateAsync({ email });
      onSent(email);
    } catch (caught) {
      setError(errorMessage(caught, RESET_EMAIL_FAILED_MESSAGE));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset password">
      <FormBanner message={error} />
      <TextField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Reset Link"}
      </Button>
    </form>
  );
}

/** /auth "Welcome Back" (and /password-reset, which opens on the reset request). */
export function AuthScene({ initialView = "sign-in" }: { initialView?: View }) {
  const location = useLocation();
  const [view, setView] = useState<View>(initialView);
  const [sentTo, setSentTo] = useState("");
  const shown = useRef(false);

  // Spec §2: a message carried in the navigation state is shown as a success toast.
  useEffect(() => {
    const message = (location.state as { message?: string } | null)?.message;
    if (message && !shown.current) {
      shown.current = true;
      toast.success(message);
    }
  }, [location.state]);

  if (view === "reset-sent") {
    return (
      <AuthCard
        title="Check Your Email"
        description={
          <>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password.
            The link works once and expires in 1 hour.
          </>
        }
      >
        <div className="grid gap-2">
          <Button onClick={() => setView("sign-in")}>Back to sign in</Button>
          <Button variant="outline" onClick={() => setView("reset")}>
            Try Different Email
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (view === "reset") {
    return (
      <AuthCard
        title="Reset Password"
        description="Enter the email address of your account and we will send you a link to choose a new password."
        footer={
          <button
            type="button"
            className="text-primary underline underline-offset-2"
            onClick={() => setView("sign-in")}
          >
            Back to sign in
          </button>
        }
      >
        <ResetRequestForm
          onSent={(email) => {
            setSentTo(email);
            setView("reset-sent");
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to your account."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to="/register" className="text-primary underline underline-offset-2">
            Sign up
          </Link>
        </>
      }
    >
      <SignInForm onForgot={() => setView("reset")} />
      <AuthDivider label="OR CONTINUE WITH" />
      <SocialButtons mode="sign-in" />
    </AuthCard>
  );
}
