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
import { NameDescriptionFields } from "../../components/entities/name-description-fields";
import { type ChosenPicture, PictureInput } from "../../components/entities/picture-input";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";

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
      <NameDescriptionFields
        id="subgroup"
        limits={{ name: EVENT_SUBGROUP_NAME_MAX_LENGTH, description: EVENT_SUBGROUP_DESCRIPTION_MAX_LENGTH }}
        rows={4}
        placeholder={"What does this subgroup do at the event, and who is it for?"}
        descriptionLength={descriptionLength}
        errors={{ name: errors.name?.message, description: errors.description?.message }}
        register={{ name: form.register("name"), description: form.register("description") }}
      />
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
