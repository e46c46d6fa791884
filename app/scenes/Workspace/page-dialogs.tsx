import { type FormEvent, useState } from "react";
import { workspaceTitle } from "../../../shared/schemas/workspace";
import { WORKSPACE_TITLE_MAX_LENGTH } from "../../../shared/workspace";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { ModalDialog, ModalDialogActions } from "../../components/ui/modal-dialog";
import { TextField } from "../../components/ui/text-field";

/** The New page and Rename dialogs: one title field, checked with the server's own schema. */
export function TitleDialog({
  open,
  onOpenChange,
  heading,
  submitLabel,
  busyLabel,
  initial = "",
  busy,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  heading: string;
  submitLabel: string;
  busyLabel: string;
  initial?: string;
  busy: boolean;
  onSubmit: (title: string) => Promise<unknown>;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue(initial);
      setError(undefined);
      setFailure(null);
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = workspaceTitle.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await onSubmit(parsed.data);
      onOpenChange(false);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : "Something went wrong. Please try again.");
    }
  };
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={heading}>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <FormBanner message={failure} />
        <TextField
          id="workspace-page-title-field"
          label="Title"
          value={value}
          maxLength={WORKSPACE_TITLE_MAX_LENGTH + 20}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
        <ModalDialogActions busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} />
      </form>
    </ModalDialog>
  );
}

/** "Delete “Volunteer plan”?": the page and its text go for everyone. */
export function DeleteDialog({
  title,
  open,
  onOpenChange,
  busy,
  onConfirm,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : "Something went wrong. Please try again.");
    }
  };
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete “${title}”?`}
      description="The page and its text are deleted for everyone. This cannot be undone."
    >
      <div className="mt-4 grid gap-4">
        <FormBanner message={failure} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" disabled={busy} onClick={confirm}>
            {busy ? "Deleting…" : "Delete page"}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
