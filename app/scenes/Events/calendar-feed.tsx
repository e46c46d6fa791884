import { CalendarPlus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { Input, Label } from "../../components/ui/input";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { toast } from "../../lib/toast";
import { useCalendarFeedQuery, useRenewCalendarFeedMutation } from "../../queries/calendar";

/**
 * The member's personal calendar feed: a secret address their calendar app subscribes to, with
 * every event they registered for and every shift they hold. Renewing it retires the old address.
 */
export function CalendarFeedButton() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const feed = useCalendarFeedQuery(open);
  const renew = useRenewCalendarFeedMutation();
  const url = feed.data ?? null;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast.success("Calendar address copied");
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        My calendar feed
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title="My calendar feed"
        description="Subscribe to this address in your calendar app to see the events you registered for and your shifts. Keep it to yourself: anyone with it can read your calendar."
      >
        <div className="mt-4 grid gap-3">
          {feed.isPending && <p className="text-sm text-muted-foreground">Loading...</p>}
          <FormBanner message={feed.isError ? "Could not load your calendar address." : null} />
          {feed.isSuccess && url && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-url`}>Calendar address</Label>
              <Input id={`${id}-url`} readOnly value={url} onFocus={(focus) => focus.target.select()} />
            </div>
          )}
          {feed.isSuccess && !url && (
            <p className="text-sm text-muted-foreground">You have no calendar address yet.</p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {url && (
              <Button type="button" variant="outline" onClick={copy}>
                Copy
              </Button>
            )}
            <Button type="button" disabled={renew.isPending || feed.isPending} onClick={() => renew.mutate()}>
              {renew.isPending ? "Working..." : url ? "Get a new address" : "Create my address"}
            </Button>
          </div>
          {url && (
            <p className="text-xs text-muted-foreground">
              A new address stops the old one from working, in every calendar that uses it.
            </p>
          )}
        </div>
      </ModalDialog>
    </>
  );
}
