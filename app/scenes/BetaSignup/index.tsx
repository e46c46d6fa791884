import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { ORGANIZATION_TYPE_LABELS, ORGANIZATION_TYPES } from "../../../shared/enums";
import { BETA_SIGNUP_MESSAGE_MAX } from "../../../shared/limits";
import {
  type BetaSignupResult,
  type CreateBetaSignup,
  type CreateBetaSignupInput,
  createBetaSignupSchema,
} from "../../../shared/schemas/beta-signup";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { describedBy, FormField } from "../../components/ui/form-field";
import { NativeSelect, Textarea } from "../../components/ui/input";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api-client";
import { PageMeta } from "../../lib/page-meta";
import { useCreateBetaSignupMutation } from "../../queries/beta-signups";

const FIELDS = ["name", "email", "organization", "organizationType", "message"] as const;

/** /beta-signup: organisations ask for a place in the beta. */
export function BetaSignupScene() {
  const [result, setResult] = useState<BetaSignupResult | null>(null);
  const mutation = useCreateBetaSignupMutation();
  const form = useForm<CreateBetaSignupInput, unknown, CreateBetaSignup>({
    resolver: zodResolver(createBetaSignupSchema),
    defaultValues: { name: "", email: "", organization: "", organizationType: undefined, message: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setResult(await mutation.mutateAsync(values));
    } catch (error) {
      if (error instanceof ApiError && error.issues.length) {
        for (const issue of error.issues) {
          const field = FIELDS.find((name) => name === issue.path);
          if (field) form.setError(field, { message: issue.message });
        }
        return;
      }
      form.setError("root", {
        message: error instanceof Error ? error.message : "An unexpected error occurred",
      });
    }
  });

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-14 md:grid-cols-[1fr_1.2fr]">
      <PageMeta
        title="Join the Beta"
        description="Ask for a place in the Common Ground beta for your nonprofit, business, chamber, alliance or school."
        path="/beta-signup"
      />
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Beta</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">Join the Beta</h1>
        <p className="mt-4 text-muted-foreground">
          We are opening Common Ground to organizations a few at a time, so that each one gets a hand setting
          up its groups, events and volunteer programs. Tell us who you are and we will reach out when your
          spot opens.
        </p>
        <ul className="mt-6 grid gap-2 text-sm text-muted-foreground">
          <li>• One form per organization is enough; colleagues can join once you are in.</li>
          <li>• We use your details only to contact you about the beta.</li>
          <li>
            • Read our{" "}
            <Link to="/privacy-policy" className="text-primary underline">
              Privacy Policy
            </Link>
            .
          </li>
        </ul>
      </div>

      <div className="rounded-xl border bg-card p-6 shadow-sm">
        {result ? (
          <div role="status" className="flex flex-col items-start gap-3" data-testid="beta-signup-result">
            <CheckCircle2 aria-hidden="true" className="size-8 text-primary" />
            <h2 className="text-xl font-semibold">You're on the list</h2>
            <p className="text-muted-foreground">{result.message}</p>
            <Button
              variant="outline"
              onClick={() => {
                form.reset();
                setResult(null);
              }}
            >
              Sign up another organization
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Beta sign-up">
            <FormBanner message={errors.root?.message} />
            <TextField
              id="name"
              label="Your name"
              autoComplete="name"
              error={errors.name?.message}
              {...form.register("name")}
            />
            <TextField
              id="email"
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register("email")}
            />
            <TextField
              id="organization"
              label="Organization"
              autoComplete="organization"
              error={errors.organization?.message}
              {...form.register("organization")}
            />
            <FormField
              id="organizationType"
              label="Organization type"
              error={errors.organizationType?.message}
            >
              <NativeSelect
                id="organizationType"
                aria-invalid={Boolean(errors.organizationType)}
                aria-describedby={describedBy("organizationType", errors.organizationType?.message)}
                defaultValue=""
                {...form.register("organizationType")}
              >
                <option value="" disabled>
                  Choose one
                </option>
                {ORGANIZATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {ORGANIZATION_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              id="message"
              label="Anything we should know? (optional)"
              hint={`Up to ${BETA_SIGNUP_MESSAGE_MAX.toLocaleString("en-US")} characters.`}
              error={errors.message?.message}
            >
              <Textarea
                id="message"
                aria-invalid={Boolean(errors.message)}
                aria-describedby={describedBy("message", errors.message?.message, "hint")}
                {...form.register("message")}
              />
            </FormField>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Sending..." : "Request an invitation"}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
