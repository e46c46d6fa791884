import { Button } from "./button";
import { ModalDialog, ModalDialogClose } from "./modal-dialog";

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Delete this post?" */
  title: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
  /** The button's words, "Delete" and "Deleting..." unless the action is another (Leave, Remove). */
  confirmLabel?: string;
  pendingLabel?: string;
}

/** Asks before deleting (or another action that cannot be undone): Cancel, focused first, or Delete. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  busy,
  onConfirm,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
}: ConfirmDeleteDialogProps) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="mt-6 flex justify-end gap-2">
        <ModalDialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </ModalDialogClose>
        <Button type="button" variant="destructive" disabled={busy} onClick={onConfirm}>
          {busy ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
