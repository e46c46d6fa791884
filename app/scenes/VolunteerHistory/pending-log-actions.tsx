import { useState } from "react";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { type HourLog, useResendSupervisorLink, useWithdrawHours } from "../../queries/hours";

/**
 * What the member may do with pending hours (issue 29): withdraw those they logged themselves,
 * and send an outside organisation's supervisor a new link (the server says when it is too soon).
 */
export function PendingLogActions({ log }: { log: HourLog }) {
  const withdraw = useWithdrawHours();
  const resend = useResendSupervisorLink();
  const [error, setError] = useState<string | null>(null);
  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    setError(null);
    try {
      await run();
      toast.success(done);
    } catch (caught) {
      setError(errorText(caught, failed));
    }
  };
  const canWithdraw = log.source === "self";
  const canResend = log.organisation?.kind === "outside";
  if (!canWithdraw && !canResend) return null;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {canWithdraw && (
          <Button
            size="sm"
            variant="outline"
            disabled={withdraw.isPending}
            onClick={() =>
              act(() => withdraw.mutateAsync(log.id), "Hours withdrawn.", "Could not withdraw these hours.")
            }
          >
            Withdraw
          </Button>
        )}
        {canResend && (
          <Button
            size="sm"
            variant="outline"
            disabled={resend.isPending}
            onClick={() =>
              act(
                () => resend.mutateAsync(log.id),
                "A new link is on its way to your supervisor.",
                "Could not send your supervisor a new link.",
              )
            }
          >
            Send the link again
          </Button>
        )}
      </div>
      <FormBanner message={error} />
    </>
  );
}
