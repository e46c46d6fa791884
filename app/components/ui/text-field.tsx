import type { ComponentProps } from "react";
import { describedBy, FormField } from "./form-field";
import { Input } from "./input";

interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error wired for screen readers; spread `form.register(…)` into it. */
export function TextField({ id, label, error, hint, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        {...inputProps}
      />
    </FormField>
  );
}
