import { type ChangeEvent, type ReactNode, useId, useRef } from "react";
import type { UploadBucket } from "../../../shared/limits";
import { useUploadMutation } from "../../queries/uploads";
import { Button } from "../ui/button";

/** A picture chosen for the form: the upload's id (sent with the form) and where it is shown. */
export interface ChosenPicture {
  id: string | null;
  url: string | null;
}

interface PictureInputProps {
  bucket: UploadBucket;
  label: string;
  hint: string;
  value: ChosenPicture;
  onChange: (picture: ChosenPicture) => void;
  preview: (url: string | null) => ReactNode;
}

/**
 * Chooses a picture for a form that is saved later: the file is uploaded at once (to its bucket,
 * where the server checks and re-encodes it), and the form keeps its id until Save.
 */
export function PictureInput({ bucket, label, hint, value, onChange, preview }: PictureInputProps) {
  const upload = useUploadMutation(bucket);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const stored = await upload.mutateAsync(file).catch(() => null);
    if (stored) onChange({ id: stored.id, url: stored.url });
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{label}</legend>
      {preview(value.url)}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="sr-only"
          // The button beside it opens it; named for screen readers that list form fields.
          aria-label={label}
          tabIndex={-1}
          aria-describedby={`${id}-hint`}
          onChange={onChosen}
        />
        <Button
          type="button"
          variant="outline"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending
            ? "Uploading..."
            : value.url
              ? `Replace ${label.toLowerCase()}`
              : `Choose ${label.toLowerCase()}`}
        </Button>
        {value.url && (
          <Button
            type="button"
            variant="ghost"
            disabled={upload.isPending}
            onClick={() => onChange({ id: null, url: null })}
          >
            Remove
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {upload.error && (
        <p role="alert" className="text-sm text-destructive">
          {upload.error.message}
        </p>
      )}
    </fieldset>
  );
}
