import { type ChangeEvent, useId, useRef, useState } from "react";
import type { UploadBucket } from "../../../shared/limits";
import { toast } from "../../lib/toast";
import { useUploadMutation } from "../../queries/uploads";
import { Button } from "../ui/button";

interface PictureFieldProps {
  bucket: UploadBucket;
  /** The field's heading, e.g. "Profile picture". */
  label: string;
  /** What may be uploaded, said beside the button ("5 MB, JPEG, PNG, GIF or WebP"). */
  hint: string;
  /** The `accept` list of the file input (a hint to the picker; the server checks the content). */
  accept: string;
  /** Whether a picture is set now (the preview shows it). */
  hasPicture: boolean;
  /** The current picture or its placeholder. */
  preview: React.ReactNode;
  /** Saves the uploaded file's id as the picture, or null to remove it. */
  onSave: (fileId: string | null) => Promise<unknown>;
}

/**
 * Upload, replace or remove one picture: the file goes to its bucket first (with progress), then
 * its id is saved; errors are the server's own words ("This file is too large. The limit is 5 MB.").
 */
export function PictureField({
  bucket,
  label,
  hint,
  accept,
  hasPicture,
  preview,
  onSave,
}: PictureFieldProps) {
  const upload = useUploadMutation(bucket);
  const input = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const busy = upload.isPending || saving;

  const save = async (fileId: string | null, done: string) => {
    setSaving(true);
    try {
      await onSave(fileId);
      toast.success(done);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Failed to update profile");
    } finally {
      setSaving(false);
    }
  };

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(null);
    let fileId: string;
    try {
      fileId = (await upload.mutateAsync(file)).id;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The upload failed. Please try again.");
      return;
    }
    await save(fileId, `${label} updated`);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {label}
      </h2>
      {preview}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          accept={accept}
          // Reached through the button beside it (a styled, labelled control), not on its own.
          hidden
          aria-label={label}
          onChange={onChosen}
          disabled={busy}
        />
        <Button type="button" onClick={() => input.current?.click()} disabled={busy}>
          {hasPicture ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </Button>
        {hasPicture && (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => {
              setError(null);
              void save(null, `${label} removed`);
            }}
          >
            Remove
          </Button>
        )}
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      {upload.isPending && (
        <div className="grid gap-1">
          <progress
            className="h-2 w-full max-w-sm overflow-hidden rounded accent-primary"
            value={Math.round(upload.progress * 100)}
            max={100}
            aria-label={`Uploading ${label.toLowerCase()}`}
          />
          <p className="text-xs text-muted-foreground" role="status">
            Uploading... {Math.round(upload.progress * 100)}%
          </p>
        </div>
      )}
      {saving && (
        <p className="text-xs text-muted-foreground" role="status">
          Saving...
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
