import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { COMMUNITY_DESCRIPTION_MAX_LENGTH, COMMUNITY_NAME_MAX_LENGTH } from "../../../shared/limits";
import { type CreateCommunityFields, createCommunitySchema } from "../../../shared/schemas/communities";
import type { CommunityType } from "../../../shared/schemas/lists";
import { Avatar } from "../../components/avatar";
import { CoverBand } from "../../components/entities/entity-page-parts";
import { NameDescriptionFields } from "../../components/entities/name-description-fields";
import { type ChosenPicture, PictureInput } from "../../components/entities/picture-input";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";

/** What the form sends: its fields, and each picture's id only when it was changed (null: removed). */
export interface CommunityFormValues extends CreateCommunityFields {
  profileImageFileId?: string | null;
  coverPhotoFileId?: string | null;
}

interface CommunityFormProps {
  type: CommunityType;
  initial: {
    name: string;
    description: string;
    visibility: "public" | "private";
    profileImage: string | null;
    coverPhoto: string | null;
  };
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: CommunityFormValues) => Promise<unknown>;
  onCancel: () => void;
}

const NOUN: Record<CommunityType, string> = { group: "group", partnership: "partnership" };
const PICTURE_HINT: Record<CommunityType, string> = {
  group: "Any image format. It is cropped to a square.",
  partnership: "5 MB, any image format. It is cropped to a square.",
};

/** A group's or partnership's name, description, visibility and pictures, to create or edit it. */
export function CommunityForm({
  type,
  initial,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: CommunityFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [picture, setPicture] = useState<ChosenPicture>({ id: null, url: initial.profileImage });
  const [cover, setCover] = useState<ChosenPicture>({ id: null, url: initial.coverPhoto });
  const form = useForm<CreateCommunityFields>({
    resolver: zodResolver(createCommunitySchema),
    defaultValues: { name: initial.name, description: initial.description, visibility: initial.visibility },
  });
  const changed = (chosen: ChosenPicture, before: string | null) =>
    chosen.url === before ? undefined : chosen.id;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit({
        ...values,
        profileImageFileId: changed(picture, initial.profileImage),
        coverPhotoFileId: changed(cover, initial.coverPhoto),
      });
    } catch (caught) {
      setError(
        caught instanceof Error && caught.message ? caught.message : `Could not save the ${NOUN[type]}.`,
      );
    }
  });

  const { errors } = form.formState;
  const descriptionLength = form.watch("description")?.length ?? 0;
  const name = form.watch("name");
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormBanner message={error} />
      <NameDescriptionFields
        id="community"
        limits={{ name: COMMUNITY_NAME_MAX_LENGTH, description: COMMUNITY_DESCRIPTION_MAX_LENGTH }}
        rows={5}
        placeholder={`What is this ${NOUN[type]} about, and who is it for?`}
        descriptionLength={descriptionLength}
        errors={{ name: errors.name?.message, description: errors.description?.message }}
        register={{ name: form.register("name"), description: form.register("description") }}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Who can see it</legend>
        <label className="flex items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary">
          <input type="radio" value="public" className="mt-1" {...form.register("visibility")} />
          <span>
            <span className="block font-medium">Public</span>
            <span className="block text-sm text-muted-foreground">
              Every member can see its posts and members, and join.
            </span>
          </span>
        </label>
        <label className="flex items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary">
          <input type="radio" value="private" className="mt-1" {...form.register("visibility")} />
          <span>
            <span className="block font-medium">Private</span>
            <span className="block text-sm text-muted-foreground">
              Only its members see its posts and members; others ask to join and an admin approves.
            </span>
          </span>
        </label>
      </fieldset>
      <PictureInput
        bucket={type === "group" ? "group-profile-images" : "partnership-profile-images"}
        label="Picture"
        hint={PICTURE_HINT[type]}
        value={picture}
        onChange={setPicture}
        preview={(url) => (
          <Avatar src={url} name={name || NOUN[type]} type={type} decorative className="size-20 text-xl" />
        )}
      />
      <PictureInput
        bucket="entity-covers"
        label="Cover photo"
        hint="50 MB, any image format. Wide photos work best."
        value={cover}
        onChange={setCover}
        preview={(url) => (
          <CoverBand src={url} alt="The cover photo" type={type} className="h-28 w-full rounded-lg sm:h-36" />
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
