import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { PRODUCT_NAME } from "../../../shared/brand";
import { AUTH_ERROR } from "../../../shared/errors";
import {
  BLUESKY_MESSAGES,
  type BlueskyRegistrationInput,
  type BlueskyRegistrationResult,
  type BlueskyRegistrationTicket,
  blueskyRegistrationSchema,
} from "../../../shared/schemas/bluesky";
import { useCancellableRequest } from "../../hooks/use-cancellable-request";
import { isAuthRefusal, useBlueskySignUpMutation } from "../../queries/auth";
import { useSiteConfigQuery } from "../../queries/site";
import { NameFields } from "../profile/name-fields";
import { FormBanner } from "../ui/form-banner";
import { ModalDialog, ModalDialogActions } from "../ui/modal-dialog";
import { TextField } from "../ui/text-field";
import { TermsCheckbox } from "./terms-label";

interface CompleteAccountDialogProps {
  /** The Bluesky account the credentials step checked, waiting on the server behind its ticket. */
  account: BlueskyRegistrationTicket | null;
  onClose: () => void;
  /** The checked account is no longer waiting (it expired or was used): ask for credentials again. */
  onExpired: (message: string) => void;
  onCreated: (result: BlueskyRegistrationResult) => void;
}

/** Spec §2 "Complete Your Account": who the new member is, their e-mail and the terms. */
export function BlueskyCompleteAccountDialog({
  account,
  onClose,
  onExpired,
  onCreated,
}: CompleteAccountDialogProps) {
  const site = useSiteConfigQuery();
  const { mutateAsync: signUpWithBluesky } = useBlueskySignUpMutation();
  const request = useCancellableRequest(BLUESKY_MESSAGES.cancelled);
  const form = useForm<BlueskyRegistrationInput>({
    resolver: zodResolver(blueskyRegistrationSchema),
    defaultValues: { firstName: "", lastName: "", email: "", agreedToTerms: false },
  });
  const { errors } = form.formState;

  // The PDS may share the account's e-mail: offer it, the member may change it.
  useEffect(() => {
    if (account?.email && !form.getValues("email")) form.setValue("email", account.email);
  }, [account, form]);

  const onSubmit = form.handleSubmit((values) =>
    request.run(async (signal) => {
      try {
        onCreated(await signUpWithBluesky({ ...values, ticket: account?.ticket ?? "", signal }));
      } catch (caught) {
        if (isAuthRefusal(caught, AUTH_ERROR.BLUESKY_TICKET_EXPIRED)) {
          onExpired(caught.message);
          return;
        }
        throw caught;
      }
    }),
  );

  return (
    <ModalDialog
      open={account !== null}
      onOpenChange={(open) => {
        if (open) return;
        request.cancel();
        onClose();
      }}
      title="Complete Your Account"
      description={
        <>
          Your Bluesky account <strong>@{account?.handle}</strong> is confirmed. Tell us who you are to create
          your {site.data?.appName ?? PRODUCT_NAME} account.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4" aria-label="Complete your account">
        <FormBanner message={request.error} />
        <NameFields form={form} idPrefix="bluesky-" />
        <TextField
          id="bluesky-email"
          label="Email"
          type="email"
          autoComplete="email"
          hint="We will send a link to confirm it."
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TermsCheckbox
          id="bluesky-agreedToTerms"
          error={errors.agreedToTerms?.message}
          {...form.register("agreedToTerms")}
        />
        <ModalDialogActions
          busy={request.busy}
          submitLabel="Create Account"
          busyLabel="Creating account..."
        />
      </form>
    </ModalDialog>
  );
}
