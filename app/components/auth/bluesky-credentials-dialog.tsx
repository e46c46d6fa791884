import { type FormEvent, type ReactNode, useState } from "react";
import { BLUESKY_MESSAGES, blueskyCredentialsSchema } from "../../../shared/schemas/bluesky";
import { useCancellableRequest } from "../../hooks/use-cancellable-request";
import { FormBanner } from "../ui/form-banner";
import { ModalDialog, ModalDialogActions } from "../ui/modal-dialog";
import { TextField } from "../ui/text-field";

export interface BlueskyCredentials {
  identifier: string;
  password: string;
}

interface BlueskyCredentialsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** Does the dialog's work; a thrown error's message is shown in the dialog. */
  onSubmit: (credentials: BlueskyCredentials, signal: AbortSignal) => Promise<void>;
}

/**
 * The Bluesky credentials dialog (handle and app password) of sign-in, registration and profile
 * settings. Closing it while a request runs cancels the request.
 */
export function BlueskyCredentialsDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  busyLabel,
  onSubmit,
}: BlueskyCredentialsDialogProps) {
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const request = useCancellableRequest(BLUESKY_MESSAGES.cancelled);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = blueskyCredentialsSchema.safeParse({ identifier, password });
    if (!parsed.success) {
      request.setError(BLUESKY_MESSAGES.credentialsRequired);
      return;
    }
    void request.run(async (signal) => {
      await onSubmit(parsed.data, signal);
      setPassword("");
    });
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) request.cancel();
        onOpenChange(next);
      }}
      title={title}
      description={description}
    >
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4" aria-label={title}>
        <FormBanner message={request.error} />
        <TextField
          id="bluesky-identifier"
          label="Bluesky handle"
          placeholder="yourname.bsky.social"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <TextField
          id="bluesky-password"
          label="App password"
          type="password"
          autoComplete="current-password"
          hint="Create an app password in Bluesky under Settings, Privacy and security, App passwords. We never need your main password."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ModalDialogActions busy={request.busy} submitLabel={submitLabel} busyLabel={busyLabel} />
      </form>
    </ModalDialog>
  );
}
