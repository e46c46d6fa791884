import type { BetaSignupResult } from "../../shared/schemas/beta-signup";
import type { BetaSignupOutcome } from "../commands/create-beta-signup";

/** The answer a visitor sees after sending the beta form; it never echoes stored data back. */
export function presentBetaSignupOutcome(outcome: BetaSignupOutcome, appName: string): BetaSignupResult {
  if (outcome.status === "already_registered") {
    return {
      status: "already_registered",
      message: `Good news: this email is already on the ${appName} beta list. We'll be in touch as soon as your spot opens.`,
    };
  }
  return {
    status: "created",
    message: `Thank you, ${outcome.signup.name}! You're on the ${appName} beta list. We'll email ${outcome.signup.email} as soon as your spot opens.`,
  };
}
