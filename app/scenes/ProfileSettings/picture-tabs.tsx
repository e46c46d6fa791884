import { AppImage } from "../../components/app-image";
import { Avatar } from "../../components/avatar";
import { PictureField } from "../../components/profile/picture-field";
import { useMeQuery, useUpdateProfileMutation } from "../../queries/me";

const fullName = (profile: { firstName: string | null; lastName: string | null } | null | undefined) =>
  [profile?.firstName, profile?.lastName].filter(Boolean).join(" ");

/** The avatar tab: the avatars bucket's rule (spec §9: 5 MB; JPEG, PNG, GIF or WebP). */
export function AvatarPicture() {
  const profile = useMeQuery().data?.profile;
  const mutation = useUpdateProfileMutation();
  const url = profile?.avatarUrl ?? null;
  return (
    <PictureField
      bucket="avatars"
      label="Profile picture"
      hint="5 MB, JPEG, PNG, GIF or WebP. It is cropped to a square."
      accept="image/jpeg,image/png,image/gif,image/webp"
      hasPicture={Boolean(url)}
      preview={
        <Avatar src={url} name={fullName(profile) || "You"} type="user" className="size-32 text-3xl" />
      }
      onSave={(fileId) => mutation.mutateAsync({ avatarFileId: fileId })}
    />
  );
}

/** The general tab's cover photo (entity-covers: 50 MB, images), shown as the profile shows it. */
export function CoverPicture() {
  const profile = useMeQuery().data?.profile;
  const mutation = useUpdateProfileMutation();
  const url = profile?.coverPhotoUrl ?? null;
  return (
    <PictureField
      bucket="entity-covers"
      label="Cover photo"
      hint="50 MB, any image format. Wide photos work best."
      accept="image/*"
      hasPicture={Boolean(url)}
      preview={
        <AppImage
          src={url}
          alt="Your cover photo"
          type="user"
          emptyText="No cover photo yet"
          className="h-36 w-full rounded-lg sm:h-48"
        />
      }
      onSave={(fileId) => mutation.mutateAsync({ coverPhotoFileId: fileId })}
    />
  );
}
