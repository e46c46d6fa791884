import type { ComponentProps } from "react";
import { describedBy } from "../ui/form-field";

/** "I agree to the Terms of Service and the Privacy Policy", both opening in a new tab (spec §2). */
export function TermsAgreementLabel({ htmlFor }: { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className="text-sm">
      I agree to the{" "}
      <a href="/terms-of-service" target="_blank" rel="noopener" className="text-primary underline">
        Terms of Service
      </a>{" "}
      and the{" "}
      <a href="/privacy-policy" target="_blank" rel="noopener" className="text-primary underline">
        Privacy Policy
      </a>
    </label>
  );
}

interface TermsCheckboxProps extends Omit<ComponentProps<"input">, "id" | "type"> {
  id: string;
  error?: string;
}

/** The terms box of a registration form with its error; spread `form.register("agreedToTerms")` into it. */
export function TermsCheckbox({ id, error, ...inputProps }: TermsCheckboxProps) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 accent-[var(--primary)]"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          {...inputProps}
        />
        <TermsAgreementLabel htmlFor={id} />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
