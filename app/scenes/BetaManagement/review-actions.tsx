import { useState } from "react";
import { Button } from "../../components/ui/button";
import { ModalDialog, ModalDialogClose } from "../../components/ui/modal-dialog";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import {
  type AdminBetaSignup,
  type BetaSignupAction,
  useBetaSignupActionMutation,
} from "../../queries/beta-management";
import { formatDateTime } from "./status";

const CONFIRM: Record<
  BetaSignupAction,
  { title: string; description: (s: AdminBetaSignup) => string; label: string; pending: string; done: string }
> = {
  approve: {
    title: "Approve this sign-up?",
    description: (s) =>
      `${s.organization} is approved and ${s.email} gets an email with a link to create their account.`,
    label: "Approve and send invitation",
    pending: "Approving...",
    done: "Approved. The invitation is on its way.",
  },
  decline: {
    title: "Decline this sign-up?",
    description: (s) =>
      `${s.organization} is marked as declined. Nobody is emailed, and you can still approve it later.`,
    label: "Decline",
    pending: "Declining...",
    done: "Declined.",
  },
  "resend-invitation": {
    title: "Send the invitation again?",
    description: (s) => `${s.email} gets the invitation email once more.`,
    label: "Send invitation again",
    pending: "Sending...",
    done: "The invitation is on its way again.",
  },
};

/** Approve, Decline and "Send invitation again", each asked once more before it is done. */
export function ReviewActions({ signup }: { signup: AdminBetaSignup }) {
  const [asking, setAsking] = useState<BetaSignupAction | null>(null);
  const action = useBetaSignupActionMutation();
  const resendLater =
    signup.resendAvailableAt && new Date(signup.resendAvailableAt).getTime() > Date.now()
      ? signup.resendAvailableAt
      : null;
  const buttons: { action: BetaSignupAction; shown: boolean; variant: "default" | "outline" }[] = [
    { action: "approve", shown: signup.can.approve, variant: "default" },
    { action: "decline", shown: signup.can.decline, variant: "outline" },
    { action: "resend-invitation", shown: signup.can.resendInvitation, variant: "outline" },
  ];
  const confirm = asking ? CONFIRM[asking] : null;
  const name = `${signup.name}, ${signup.organization}`;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {buttons
        .filter((button) => button.shown)
        .map((button) => (
          <Button
            key={button.action}
            type="button"
            variant={button.variant}
            disabled={action.isPending || (button.action === "resend-invitation" && resendLater !== null)}
            aria-label={`${button.action === "approve" ? "Approve" : button.action === "decline" ? "Decline" : "Send invitation again to"} ${name}`}
            onClick={() => setAsking(button.action)}
          >
            {button.action === "approve"
              ? "Approve"
              : button.action === "decline"
                ? "Decline"
                : "Send invitation again"}
          </Button>
        ))}
      {signup.can.resendInvitation && resendLater && (
        <p className="text-sm text-muted-foreground">
          You can send it again after {formatDateTime(resendLater)}.
        </p>
      )}
      {confirm && asking && (
        <ModalDialog
          open
          onOpenChange={(open) => !open && !action.isPending && setAsking(null)}
          title={confirm.title}
          description={confirm.description(signup)}
        >
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <ModalDialogClose asChild>
              <Button type="button" variant="outline" disabled={action.isPending}>
                Cancel
              </Button>
            </ModalDialogClose>
            <Button
              type="button"
              variant={asking === "decline" ? "destructive" : "default"}
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { id: signup.id, action: asking },
                  {
                    onSuccess: () => {
                      toast.success(confirm.done);
                      setAsking(null);
                    },
                    onError: (error) => {
                      toast.error(errorText(error, "That did not work. Please try again."));
                      setAsking(null);
                    },
                  },
                )
              }
            >
              {action.isPending ? confirm.pending : confirm.label}
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
