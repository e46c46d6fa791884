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
