import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { ApiError } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { type EventDetail, useEventCancellationMutation } from "../../queries/events";

/**
 * The host's "Cancel event" (with a confirmation: registered members are told) and "Put back on"
 * for a cancelled one. On a series it is this date alone.
 */
export function CancelEventButton({ event }: { event: EventDetail }) {
  const mutation = useEventCancellationMutation(event.id);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelled = event.cancelledAt !== null;
  const what = event.series ? "this date" : "this event";

  const run = async () => {
    setError(null);
    try {
      await mutation.mutateAsync(!cancelled);
      setOpen(false);
      toast.success(cancelled ? `${event.name} is back on` : `${event.name} was cancelled`);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : "Could not save the change.");
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {cancelled ? "Put back on" : event.series ? "Cancel this date" : "Cancel event"}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold break-words">
            {cancelled ? `Put ${what} back on?` : `Cancel ${what}?`}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {cancelled
              ? "Registrations and shifts are as they were, and registered members are told it is back on."
              : "Registered members are told, and nobody can register while it is cancelled. Registrations and shifts are kept, so you can put it back on."}
          </AlertDialog.Description>
          <FormBanner message={error} />
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button type="button" variant="outline">
                {cancelled ? "Keep it cancelled" : "Keep it"}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action, which would close the dialog before the change is saved. */}
            <Button
              type="button"
              variant={cancelled ? "default" : "destructive"}
              disabled={mutation.isPending}
              onClick={run}
            >
              {mutation.isPending ? "Saving..." : cancelled ? "Put back on" : "Cancel it"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
