import { AlertDialog } from "radix-ui";
import { useRef } from "react";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";

/**
 * "Delete {name}?": a confirmation (Radix AlertDialog: focus trapped, Cancel focused first,
 * Escape cancels). The dialog stays open with the server's words when the delete fails.
 */
export function DeleteFileDialog({
  fileName,
  open,
  busy,
  error,
  onOpenChange,
  onConfirm,
}: {
  fileName: string;
  open: boolean;
  busy: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          // Opened from state rather than a Radix trigger: focus goes back to the Delete button
          // that opened it, or (the file gone) where the browser puts it.
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocus.current?.isConnected) {
              event.preventDefault();
              returnFocus.current.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold break-words">
            Delete {fileName}?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            The file is removed for every member and its space is freed. This cannot be undone.
          </AlertDialog.Description>
          <FormBanner message={error} />
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action, which would close the dialog before the delete is done. */}
            <Button type="button" variant="destructive" disabled={busy} onClick={onConfirm}>
              {busy ? "Deleting..." : "Delete"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
