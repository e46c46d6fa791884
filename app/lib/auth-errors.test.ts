import { describe, expect, it } from "vitest";
import { mapOAuthError, mapSignUpError } from "./auth-errors";

describe("sign-up error mapping (spec §8)", () => {
  it.each([
    [
      "User already exists. Use another email.",
      "An account with this email already exists. Please sign in instead or use a different email.",
    ],
    [
      "Email already registered",
      "An account with this email already exists. Please sign in instead or use a different email.",
    ],
    ["Invalid email", "Please enter a valid email address."],
    [
      "Password too short",
      "Password requirements not met. Please ensure it has at least 6 characters with letters and numbers.",
    ],
    [
      "Database error saving new user",
      "A database error occurred while creating your account. Our team has been notified; please try again later.",
    ],
    [
      "Too many requests. Please try again later.",
      "Too many signup attempts. Please wait a few minutes before trying again.",
    ],
    ["Rate limit exceeded", "Too many signup attempts. Please wait a few minutes before trying again."],
    ["Failed to fetch", "Network error. Please check your connection and try again."],
    ["Something odd", "Something odd"],
    ["", "Authentication service temporarily unavailable. Please try again in a few minutes."],
    ["x".repeat(150), "Failed to create account. Please try again."],
  ])("maps %j", (message, expected) => {
    expect(mapSignUpError(message)).toBe(expected);
  });

  it("says Connection error for a retryable fetch failure", () => {
    expect(mapSignUpError("Service hiccup", { retryable: true })).toMatch(/^Connection error/);
  });

  it("keeps the spec's own validation messages", () => {
    expect(mapSignUpError("Password must contain at least one digit")).toBe(
      "Password must contain at least one digit",
    );
  });
});

describe("Google and Apple messages (spec §8)", () => {
  it("maps provider errors", () => {
    expect(mapOAuthError("Google", "invalid_client")).toBe(
      "Google sign-in is not properly configured. Please contact support.",
    );
    expect(mapOAuthError("Google", "oauth_code_verification_failed")).toBe(
      "Google sign-in service is temporarily unavailable. Please try again or use email registration.",
    );
    expect(mapOAuthError("Apple", "")).toBe("Failed to sign in with Apple");
    expect(mapOAuthError("Google", "Account suspended")).toBe("Account suspended");
  });
});
