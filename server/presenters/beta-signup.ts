import type { BetaSignupResult, CreateBetaSignup } from "../../shared/schemas/beta-signup";

/**
 * The answer a visitor sees after sending the beta form. It is the same whether the address was
 * new or already on the list, and it repeats only what the visitor typed, never stored data.
 */
export function presentBetaSignupReceived(input: CreateBetaSignup, appName: string): BetaSignupResult {
  return {
    status: "received",
    message: `Thank you, ${input.name}! ${input.email} is on the ${appName} beta list. We'll be in touch as soon as your spot opens.`,
  };
}
