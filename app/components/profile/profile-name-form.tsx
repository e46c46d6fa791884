import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { completeProfileSchema } from "../../../shared/schemas/auth";
import { useMeQuery, useUpdateProfileMutation } from "../../queries/me";
import { Button } from "../ui/button";
import { FormBanner } from "../ui/form-banner";
import { NameFields } from "./name-fields";

/** The member's first and last name, prefilled from their profile and saved to it. */
export function ProfileNameForm({ submitLabel, onSaved }: { submitLabel: string; onSaved: () => void }) {
  const me = useMeQuery();
  const mutation = useUpdateProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof completeProfileSchema>>({
    resolver: zodResolver(completeProfileSchema),
    defaultValues: { firstName: "", lastName: "" },
  });

  useEffect(() => {
    const profile = me.data?.profile;
    if (profile) form.reset({ firstName: profile.firstName ?? "", lastName: profile.lastName ?? "" });
  }, [me.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync(values);
      onSaved();
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : "Failed to update profile");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Your name">
      <FormBanner message={error} />
      <NameFields form={form} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
