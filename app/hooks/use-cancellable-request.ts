import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../lib/toast";

/**
 * One request at a time that the member may walk away from: `cancel` aborts it and says so in a
 * toast (spec §8: "Connection cancelled" when a dialog is closed mid-request). A failure's message
 * is kept in `error` for the form to show.
 */
export function useCancellableRequest(cancelledMessage: string) {
  const controller = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (work: (signal: AbortSignal) => Promise<void>) => {
    const current = new AbortController();
    controller.current = current;
    setBusy(true);
    setError(null);
    try {
      await work(current.signal);
    } catch (caught) {
      if (!current.signal.aborted) {
        setError(caught instanceof Error && caught.message ? caught.message : "An unexpected error occurred");
      }
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setBusy(false);
      }
    }
  }, []);

  const cancel = useCallback(() => {
    if (controller.current) {
      controller.current.abort();
      controller.current = null;
      setBusy(false);
      toast.info(cancelledMessage);
    }
    setError(null);
  }, [cancelledMessage]);

  return { busy, error, setError, run, cancel };
}
