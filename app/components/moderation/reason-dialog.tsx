import { type FormEvent, useId, useState } from "react";
import { REPORT_MAX_LENGTH } from "../../../shared/moderation";
import { Button } from "../ui/button";
import { describedBy } from "../ui/form-field";
import { Label, Textarea } from "../ui/input";
import { ModalDialog, ModalDialogClose } from "../ui/modal-dialog";

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The textarea's label ("Why are you reporting this?"). */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  /** Saves with the trimmed reason; a rejection's message is shown in the dialog. */
  onSubmit: (reason: string) => Promise<unknown>;
  destructive?: boolean;
}

/**
 * Asks for a reason before an action that needs one: reporting a post or comment to the
 * moderators, or removing one as a moderator. The reason is required; the server's refusal is
 * shown in the dialog's own words.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  submitLabel,
  pendingLabel,
  onSubmit,
  destructive = false,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (next: boolean) => {
    if (!next) {
      setReason("");
      setError(null);
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError("Please give a reason.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason.trim());
      change(false);
    } catch (caught) {
      setError(
        caught instanceof Error && caught.message
          ? caught.message
          : "Something went wrong. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog open={open} onOpenChange={change} title={title} description={description}>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-2">
        <Label htmlFor={`${id}-reason`}>{label}</Label>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={REPORT_MAX_LENGTH}
          value={reason}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`${id}-reason`, error ?? undefined)}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <p id={`${id}-reason-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <ModalDialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </ModalDialogClose>
          <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
            {busy ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
