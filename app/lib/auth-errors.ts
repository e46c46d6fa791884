/** Sign-in before the address is confirmed (the server sends a new link within its limits). */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Please confirm your email address before signing in. We have sent you a new confirmation link.";

/**
 * The sign-up error mapping of spec §8: an auth error message in, the banner text out.
 * Rows are checked in the spec's order.
 */
export function mapSignUpError(
  message: string | null | undefined,
  options: { retryable?: boolean } = {},
): string {
  const text = (message ?? "").trim();
  const lower = text.toLowerCase();
  if (!text) return "Authentication service temporarily unavailable. Please try again in a few minutes.";
  if (lower.includes("already registered") || lower.includes("already exists")) {
    return "An account with this email already exists. Please sign in instead or use a different email.";
  }
  if (lower.includes("invalid email")) return "Please enter a valid email address.";
  if (lower.startsWith("password") && !lower.includes("must")) {
    return "Password requirements not met. Please ensure it has at least 6 characters with letters and numbers.";
  }
  if (lower.includes("database error saving new user")) {
    return "A database error occurred while creating your account. Our team has been notified; please try again later.";
  }
  if (lower.includes("rate limit") || lower.includes("too many")) {
    return "Too many signup attempts. Please wait a few minutes before trying again.";
  }
  if (options.retryable) return "Connection error. Please check your connection and try again.";
  if (lower.includes("network") || lower.includes("fetch")) {
    return "Network error. Please check your connection and try again.";
  }
  if (text.length <= 100) return text;
  return "Failed to create account. Please try again.";
}

export const UNEXPECTED_SIGN_UP_ERROR =
  "An unexpected error occurred. Please try again or contact support if the problem persists.";

/** Spec §9: sign-in gives up after 30 seconds. */
export const SIGN_IN_TIMED_OUT_MESSAGE = "Sign in timed out. Please try again.";
export const SIGN_IN_FAILED_MESSAGE = "Failed to sign in";
export const RESET_EMAIL_FAILED_MESSAGE = "Failed to send reset email";
export const RESET_LINK_INVALID_MESSAGE =
  "This reset link is invalid or has expired. Please ask for a new one.";

/** Spec §8 "Google and Apple": the provider's error in words a member can act on. */
export function mapOAuthError(provider: "Google" | "Apple", message: string | undefined): string {
  const lower = (message ?? "").toLowerCase();
  if (lower.includes("invalid_client") || lower.includes("invalid client") || lower.includes("credentials")) {
    return `${provider} sign-in is not properly configured. Please contact support.`;
  }
  if (lower.includes("oauth")) {
    return `${provider} sign-in service is temporarily unavailable. Please try again or use email registration.`;
  }
  return message || `Failed to sign in with ${provider}`;
}

/** The message of whatever a request threw, or the fallback when it carries none. */
export function errorMessage(error: unknown, fallback = "An unexpected error occurred"): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
