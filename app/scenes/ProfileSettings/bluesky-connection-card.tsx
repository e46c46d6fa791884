import { useState } from "react";
import { BLUESKY_MESSAGES } from "../../../shared/schemas/bluesky";
import { BlueskyMark } from "../../components/auth/bluesky-button";
import { BlueskyCredentialsDialog } from "../../components/auth/bluesky-credentials-dialog";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { toast } from "../../lib/toast";
import {
  useBlueskyConnectionQuery,
  useConnectBlueskyMutation,
  useDisconnectBlueskyMutation,
} from "../../queries/bluesky";

/** Connect, show and disconnect the member's Bluesky account (spec §4 "connected or not"). */
export function BlueskyConnectionCard() {
  const status = useBlueskyConnectionQuery();
  const connect = useConnectBlueskyMutation();
  const disconnect = useDisconnectBlueskyMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <section aria-labelledby="bluesky-heading" className="rounded-lg border bg-card p-6">
      <h2 id="bluesky-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BlueskyMark />
        Bluesky
      </h2>
      <FormBanner message={error} className="mt-2" />
      {status.isPending ? (
        <p className="mt-2 text-sm text-muted-foreground" role="status">
          Checking your Bluesky connection...
        </p>
      ) : status.isError ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <p role="alert" className="text-destructive">
            {status.error.message}
          </p>
          <Button variant="outline" size="sm" onClick={() => status.refetch()}>
            Retry
          </Button>
        </div>
      ) : status.data.connected ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            Connected as <strong>@{status.data.handle}</strong>. You can sign in with Bluesky.
          </p>
          <Button
            variant="outline"
            disabled={disconnect.isPending}
            onClick={() => {
              setError(null);
              disconnect.mutate(undefined, {
                onSuccess: () => toast.success("Bluesky account disconnected"),
                onError: () => setError(BLUESKY_MESSAGES.disconnectFailed),
              });
            }}
          >
            {disconnect.isPending ? "Disconnecting..." : "Disconnect"}
          </Button>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Not connected. Connect your Bluesky account to sign in with it.
          </p>
          <Button variant="outline" onClick={() => setDialogOpen(true)}>
            Connect Bluesky
          </Button>
        </div>
      )}
      <BlueskyCredentialsDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title="Connect Bluesky"
        description="Use your Bluesky handle and an app password."
        submitLabel="Connect"
        busyLabel="Connecting..."
        onSubmit={async (credentials, signal) => {
          const connected = await connect.mutateAsync({ ...credentials, signal });
          setDialogOpen(false);
          toast.success(`Connected to Bluesky as @${connected.handle}`);
        }}
      />
    </section>
  );
}
