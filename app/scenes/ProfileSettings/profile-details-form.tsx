import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { BIO_MAX_LENGTH } from "../../../shared/limits";
import { type ProfileGeneralInput, profileGeneralSchema } from "../../../shared/schemas/profile";
import { NameFields } from "../../components/profile/name-fields";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { describedBy, FormField } from "../../components/ui/form-field";
import { Textarea } from "../../components/ui/input";
import { toast } from "../../lib/toast";
import { useMeQuery, useUpdateProfileMutation } from "../../queries/me";

/** The general tab's names and bio, prefilled from the profile; the bio shows how much is left. */
export function ProfileDetailsForm() {
  const me = useMeQuery();
  const mutation = useUpdateProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileGeneralInput>({
    resolver: zodResolver(profileGeneralSchema),
    defaultValues: { firstName: "", lastName: "", bio: "" },
  });

  useEffect(() => {
    const profile = me.data?.profile;
    if (profile) {
      form.reset({
        firstName: profile.firstName ?? "",
        lastName: profile.lastName ?? "",
        bio: profile.bio ?? "",
      });
    }
  }, [me.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync(profileGeneralSchema.parse(values));
      toast.success("Profile updated");
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : "Failed to update profile");
    }
  });

  const bioLength = form.watch("bio")?.length ?? 0;
  const bioError = form.formState.errors.bio?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Name and bio">
      <FormBanner message={error} />
      <NameFields form={form} />
      <FormField
        id="bio"
        label="Bio"
        error={bioError}
        hint={`${bioLength.toLocaleString("en-US")}/${BIO_MAX_LENGTH.toLocaleString("en-US")} characters`}
      >
        <Textarea
          id="bio"
          rows={5}
          maxLength={BIO_MAX_LENGTH}
          aria-invalid={Boolean(bioError)}
          aria-describedby={describedBy("bio", bioError, "hint")}
          placeholder="Tell other members about yourself"
          {...form.register("bio")}
        />
      </FormField>
      <Button type="submit" disabled={mutation.isPending} className="justify-self-start">
        {mutation.isPending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}
