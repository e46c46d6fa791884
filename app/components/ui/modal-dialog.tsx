import { Dialog } from "radix-ui";
import { type ComponentProps, type ReactNode, useRef } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";

interface ModalDialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** A blocking dialog cannot be dismissed with Escape or a click outside. */
  blocking?: boolean;
  className?: string;
  overlayClassName?: string;
}

/**
 * A centred modal dialog (Radix: focus trap, Escape, labelled by its title and description) that
 * fits a 390 px screen and scrolls when its content is taller than the window.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  blocking = false,
  className,
  overlayClassName,
}: ModalDialogProps) {
  const returnFocus = useRef<HTMLElement | null>(null);
  const keepOpen: ComponentProps<typeof Dialog.Content> = blocking
    ? {
        onEscapeKeyDown: (event) => event.preventDefault(),
        onPointerDownOutside: (event) => event.preventDefault(),
      }
    : {};
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={cn("fixed inset-0 z-50 bg-black/50", overlayClassName)} />
        <Dialog.Content
          {...keepOpen}
          // Opened from state rather than a Radix trigger: hand focus back to whatever opened it.
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border bg-background p-6 shadow-xl",
            className,
          )}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 text-sm text-muted-foreground">
              {description}
            </Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the surrounding dialog (Radix's Close, so focus returns to the button that opened it). */
export const ModalDialogClose = Dialog.Close;

/** A dialog form's buttons: Cancel, which closes the dialog, and submit, which reads `busyLabel` while it works. */
export function ModalDialogActions({
  busy,
  submitLabel,
  busyLabel,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Dialog.Close asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
