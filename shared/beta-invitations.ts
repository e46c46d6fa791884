import { BETA_INVITATION_RESEND_AFTER_SECONDS } from "./limits";

/** When an approved beta sign-up's invitation may be sent again: an hour after the last one. */
export function resendAvailableAt(invitedAt: Date | null): Date | null {
  return invitedAt && new Date(invitedAt.getTime() + BETA_INVITATION_RESEND_AFTER_SECONDS * 1000);
}
