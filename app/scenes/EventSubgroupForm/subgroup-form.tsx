import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  createEventSubgroupSchema,
  EVENT_SUBGROUP_DESCRIPTION_MAX_LENGTH,
  EVENT_SUBGROUP_NAME_MAX_LENGTH,
  type EventSubgroupFields,
} from "../../../shared/schemas/event-subgroups";
import { Avatar } from "../../components/avatar";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { describedBy, FormField } from "../../components/ui/form-field";
import { Textarea } from "../../components/ui/input";
import { TextField } from "../../components/ui/text-field";
import { type ChosenPicture, PictureInput } from "../CommunityForm/picture-input";

/** What the form sends: its fields, and the picture's id only when it was changed (null: removed). */
export interface SubgroupFormValues extends EventSubgroupFields {
  profileImageFileId?: string | null;
}

interface SubgroupFormProps {
  initial: { name: string; description: string; profileImage: string | null };
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: SubgroupFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** A subgroup's name, description and picture, to create or edit it (the server's schema checks both sides). */
export function SubgroupForm({ initial, submitLabel, pendingLabel, onSubmit, onCancel }: SubgroupFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [picture, setPicture] = useState<ChosenPicture>({ id: null, url: initial.profileImage });
  const form = useForm<EventSubgroupFields>({
    resolver: zodResolver(createEventSubgroupSchema),
    defaultValues: { name: initial.name, description: initial.description },
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit({
        ...values,
        profileImageFileId: picture.url === initial.profileImage ? undefined : picture.id,
      });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : "Could not save the subgroup.");
    }
  });

  const { errors } = form.formState;
  const descriptionLength = form.watch("description")?.length ?? 0;
  const name = form.watch("name");
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormBanner message={error} />
      <TextField
        id="subgroup-name"
        label="Name"
        maxLength={EVENT_SUBGROUP_NAME_MAX_LENGTH}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <FormField
        id="subgroup-description"
        label="Description"
        error={errors.description?.message}
        hint={`${descriptionLength.toLocaleString("en-US")}/${EVENT_SUBGROUP_DESCRIPTION_MAX_LENGTH.toLocaleString("en-US")} characters`}
      >
        <Textarea
          id="subgroup-description"
          rows={4}
          maxLength={EVENT_SUBGROUP_DESCRIPTION_MAX_LENGTH}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={describedBy("subgroup-description", errors.description?.message, "hint")}
          placeholder="What does this subgroup do at the event, and who is it for?"
          {...form.register("description")}
        />
      </FormField>
      <PictureInput
        bucket="event-images"
        label="Picture"
        hint="Any image format. It is cropped to a square."
        value={picture}
        onChange={setPicture}
        preview={(url) => (
          <Avatar
            src={url}
            name={name || "Subgroup"}
            type="event_subgroup"
            decorative
            className="size-20 text-xl"
          />
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? pendingLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
