import type { Actor } from "./actor";

export const INVITATION_ADDRESS_ACTIONS = ["optOut"] as const;
export type InvitationAddressAction = (typeof INVITATION_ADDRESS_ACTIONS)[number];

/** An e-mail address invitations are sent to, with or without an account behind it. */
export interface InvitationAddressAccess {
  kind: "invitationAddress";
  email: string;
  /** The address an opt-out link's signature vouches for (server/mail/invitation-opt-out.ts). */
  linkSignedFor?: string;
}

/**
 * Whoever got an invitation mail may ask for no more (issue 26): the link's signature is the
 * credential, as for a notification e-mail's unsubscribe link, so no session is needed (the
 * address may have no account); it can only stop invitations, to the address it was signed for.
 */
export function canOnInvitationAddress(
  _actor: Actor,
  _action: InvitationAddressAction,
  address: InvitationAddressAccess,
): boolean {
  return address.linkSignedFor !== undefined && address.linkSignedFor === address.email.toLowerCase();
}
