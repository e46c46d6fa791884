import type { ReactNode } from "react";
import { Label } from "./input";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The control; give it `id`, `aria-invalid` and `aria-describedby={describedBy(id, …)}`. */
  children: ReactNode;
}

/** The id list for a control's aria-describedby: its hint and its error, when present. */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A labelled form control with its hint and its error message, wired for screen readers. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
