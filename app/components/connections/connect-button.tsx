import { Check, Clock, UserCheck, UserPlus, X } from "lucide-react";
import { useState } from "react";
import { toast } from "../../lib/toast";
import {
  type ConnectionState,
  useConnectionMutation,
  useConnectionStateQuery,
} from "../../queries/connections";
import { Button } from "../ui/button";
import { ModalDialog, ModalDialogClose } from "../ui/modal-dialog";

interface ConnectButtonProps {
  userId: string;
  /** The member's name, for the buttons' accessible names and the removal question. */
  name?: string;
  /** Where the viewer stands, when a list already knows it (no request of its own then). */
  initial?: ConnectionState;
}

const failed = (error: unknown) =>
  toast.error(error instanceof Error ? error.message : "Something went wrong. Please try again.");

/**
 * Connect with a member (decisions.md, "Connections"): Connect; Requested, which cancels the
 * request; Accept and Decline when they asked; Connected, which removes the connection after a
 * confirmation. What it offers follows the server's `can` flags, never a rule of its own.
 */
export function ConnectButton({ userId, name, initial }: ConnectButtonProps) {
  const state = useConnectionStateQuery(userId, initial);
  const mutation = useConnectionMutation();
  const [confirming, setConfirming] = useState(false);
  const who = name ?? "this member";
  const run = (action: Parameters<typeof mutation.mutate>[0]) =>
    mutation.mutate(action, { onError: failed, onSuccess: () => setConfirming(false) });

  if (state.isPending) {
    return (
      <Button variant="outline" size="sm" disabled>
        <UserPlus aria-hidden="true" />
        Connect
      </Button>
    );
  }
  if (state.isError) {
    return (
      <Button variant="outline" size="sm" onClick={() => state.refetch()}>
        Retry
      </Button>
    );
  }
  const { status, can, connectionId, requestableAt } = state.data;
  const busy = mutation.isPending;

  if (status === "incoming" && connectionId) {
    return (
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={busy || !can.accept}
          aria-label={`Accept ${who}'s connection request`}
          onClick={() => run({ kind: "accept", userId, connectionId })}
        >
          <Check aria-hidden="true" />
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || !can.decline}
          aria-label={`Decline ${who}'s connection request`}
          onClick={() => run({ kind: "decline", userId, connectionId })}
        >
          <X aria-hidden="true" />
          Decline
        </Button>
      </div>
    );
  }
  if (status === "outgoing" && connectionId) {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={busy || !can.cancel}
        aria-label={`Requested: cancel the connection request to ${who}`}
        title="Cancel the request"
        onClick={() => run({ kind: "remove", userId, connectionId })}
      >
        <Clock aria-hidden="true" />
        Requested
      </Button>
    );
  }
  if (status === "connected" && connectionId) {
    return (
      <>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || !can.remove}
          aria-label={`Connected with ${who}: remove the connection`}
          onClick={() => setConfirming(true)}
        >
          <UserCheck aria-hidden="true" />
          Connected
        </Button>
        <ModalDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Remove connection?"
          description={`You and ${who} will no longer be connected. Either of you can ask again later.`}
        >
          <div className="mt-6 flex justify-end gap-2">
            <ModalDialogClose asChild>
              <Button variant="outline">Keep</Button>
            </ModalDialogClose>
            <Button
              variant="destructive"
              disabled={busy}
              onClick={() => run({ kind: "remove", userId, connectionId })}
            >
              {busy ? "Removing..." : "Remove"}
            </Button>
          </div>
        </ModalDialog>
      </>
    );
  }
  if (status === "declined") {
    const when = requestableAt ? new Date(requestableAt).toLocaleDateString() : null;
    return (
      <Button
        size="sm"
        variant="outline"
        disabled
        title={when ? `You can ask again from ${when}` : undefined}
      >
        <UserPlus aria-hidden="true" />
        {when ? `Ask again from ${when}` : "Request declined"}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      disabled={busy || !can.request}
      aria-label={`Connect with ${who}`}
      onClick={() => run({ kind: "request", userId })}
    >
      <UserPlus aria-hidden="true" />
      Connect
    </Button>
  );
}
