import type { FieldErrors, Path, UseFormReturn } from "react-hook-form";
import { TextField } from "../ui/text-field";

interface Names {
  firstName: string;
  lastName: string;
}

/** First and last name side by side (stacked on a phone), for any form that has both. */
export function NameFields<Values extends Names>({
  form,
  idPrefix = "",
}: {
  form: UseFormReturn<Values>;
  /** Keeps the ids unique when a dialog with names opens over a page with names. */
  idPrefix?: string;
}) {
  const errors = form.formState.errors as FieldErrors<Names>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}firstName`}
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register("firstName" as Path<Values>)}
      />
      <TextField
        id={`${idPrefix}lastName`}
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register("lastName" as Path<Values>)}
      />
    </div>
  );
}
