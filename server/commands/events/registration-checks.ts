import { REGISTRATION_SETTINGS_KEYS, type RegistrationType } from "../../../shared/enums";
import type { RegisterInput } from "../../../shared/schemas/events";
import { parseOnBehalfOf } from "../../../shared/shifts";
import type { Executor } from "../../db/client";
import type { RegistrationSettings } from "../../db/schema";
import { AppError, forbidden } from "../../errors";
import { findMembership } from "../../loaders/memberships";

// What a registration and a place on the event's waitlist both pass: the type open, its code,
// the organisation one of the member's own.

/**
 * The settings of one registration type (closed when the event has none for it).
 * Transaction: none; pure (no database access), locks nothing.
 */
export const typeSettings = (settings: RegistrationSettings, type: RegistrationType) =>
  settings[REGISTRATION_SETTINGS_KEYS[type]] ?? { enabled: false };

/** The words of a wrong code (spec §8), which the code throttle also recognises a failure by. */
export const INVALID_CODE = "Invalid registration code";

/**
 * Whether a refused registration was refused for a wrong code.
 * Transaction: none; pure (no database access), locks nothing.
 */
export const isWrongCode = (error: unknown) =>
  error instanceof AppError &&
  error.issues?.some((issue) => issue.path === "passcode" && issue.message === INVALID_CODE);

/**
 * 409 with the code the dialog reads to offer the event's waitlist.
 * Transaction: none; pure (no database access), locks nothing.
 */
export const eventFull = (type: RegistrationType) =>
  new AppError("conflict", `This event is full for ${REGISTRATION_SETTINGS_KEYS[type]}.`, [
    { path: "registrationType", message: "full" },
  ]);

/**
 * Checks what the dialog gathered, in the order the member met it (spec §4): the type is open,
 * the code (decisions.md: it **is** checked), the organisation is one of the member's own.
 * Transaction: the caller's open one; reads only, locks nothing.
 */
export async function checkRegistration(
  tx: Executor,
  userId: string,
  settings: RegistrationSettings,
  input: Pick<RegisterInput, "registrationType" | "passcode" | "onBehalfOf">,
) {
  const type = typeSettings(settings, input.registrationType);
  if (!type.enabled) {
    throw new AppError(
      "validation_failed",
      `Registration as ${REGISTRATION_SETTINGS_KEYS[input.registrationType]} is closed.`,
      [{ path: "registrationType", message: "This registration type is closed." }],
    );
  }
  if (type.passcode) {
    const given = input.passcode?.trim() ?? "";
    if (given === "") {
      throw new AppError("validation_failed", "Registration code is required", [
        { path: "passcode", message: "Registration code is required" },
      ]);
    }
    if (given !== type.passcode) {
      throw new AppError("validation_failed", INVALID_CODE, [{ path: "passcode", message: INVALID_CODE }]);
    }
  }
  const onBehalf = parseOnBehalfOf(input.onBehalfOf);
  if (onBehalf) {
    const membership = await findMembership(tx, userId, onBehalf);
    if (membership?.status !== "active") {
      throw forbidden("You can register on behalf of your own groups and partnerships only.");
    }
  }
  return {
    capacity: type.capacity ?? null,
    registrantGroupId: onBehalf?.type === "group" ? onBehalf.id : null,
    registrantPartnershipId: onBehalf?.type === "partnership" ? onBehalf.id : null,
  };
}
