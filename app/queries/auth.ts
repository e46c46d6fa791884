import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AUTH_ERROR, type AuthErrorCode } from "../../shared/errors";
import type { RegisterInput, SignInInput } from "../../shared/schemas/auth";
import type {
  BlueskyCredentialsInput,
  BlueskyRegistrationInput,
  BlueskyRegistrationResult,
  BlueskyRegistrationTicket,
  BlueskySignInResult,
} from "../../shared/schemas/bluesky";
import { ApiError, api, readJson } from "../lib/api-client";
import { AuthRequestError, authClient, authPost } from "../lib/auth-client";
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  mapOAuthError,
  mapSignUpError,
  RESET_EMAIL_FAILED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_TIMED_OUT_MESSAGE,
  UNEXPECTED_SIGN_UP_ERROR,
} from "../lib/auth-errors";
import { botCheckHeaders } from "../lib/bot-check";
import { meKeys } from "./me";

/** Spec §9: sign-in gives up after 30 seconds. */
export const SIGN_IN_TIMEOUT_MS = 30_000;
/** Where every verification link returns (spec §7), whatever asked for it. */
export const SIGN_UP_CALLBACK = "/auth/callback?type=signup";
/** Where a reset link lands to choose the new password. */
export const RESET_PASSWORD_PATH = "/auth/reset-password-confirm";

/**
 * Keys of the auth mutations (they have no queries: the session is the member query in me.ts).
 * `useIsMutating({ mutationKey: authKeys.all })` tells whether any sign-in is under way.
 */
export const authKeys = {
  all: ["auth"] as const,
  signIn: (method: "email" | "social" | "bluesky") => [...authKeys.all, "sign-in", method] as const,
  signUp: (method: "email" | "bluesky" | "bluesky-check") => [...authKeys.all, "sign-up", method] as const,
  passwordReset: (step: "request" | "confirm") => [...authKeys.all, "password-reset", step] as const,
  verificationResend: () => [...authKeys.all, "verification-resend"] as const,
  signOut: () => [...authKeys.all, "sign-out"] as const,
};

/** A request the member may cancel, e.g. by closing the Bluesky dialog (spec §8 "Connection cancelled"). */
type Cancellable<T> = T & { signal?: AbortSignal };

/**
 * Auth requests are never repeated by the query layer: a bot-check token is good once, and the
 * fetch underneath already retries network failures and 5xx answers as spec §7 says.
 */
const NO_RETRY = { retry: false } as const;

/** True when an auth endpoint refused the request with this code. */
export function isAuthRefusal(error: unknown, code: AuthErrorCode): error is AuthRequestError {
  return error instanceof AuthRequestError && error.code === code;
}

/** Better Auth answers `{ error }` instead of throwing; this turns it into our error, message first. */
function refusal(error: { message?: string; status: number; code?: string }, message: string) {
  return new AuthRequestError(message, error.status, error.code);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Refreshes the member once a sign-in has set the session cookie. */
function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meKeys.all });
}

/** E-mail and password sign-in (spec §5), behind the bot check, giving up after 30 seconds. */
export function useSignInMutation() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationKey: authKeys.signIn("email"),
    mutationFn: async ({ email, password }: SignInInput) => {
      const { error } = await withTimeout(
        botCheckHeaders("login").then((headers) => authClient.signIn.email({ email, password }, { headers })),
        SIGN_IN_TIMEOUT_MS,
        SIGN_IN_TIMED_OUT_MESSAGE,
      );
      if (error) {
        throw refusal(
          error,
          error.code === AUTH_ERROR.EMAIL_NOT_VERIFIED
            ? EMAIL_NOT_VERIFIED_MESSAGE
            : error.message || SIGN_IN_FAILED_MESSAGE,
        );
      }
    },
    onSuccess: refreshMe,
    ...NO_RETRY,
  });
}

/**
 * E-mail registration (spec §5) behind the bot check; the confirmation link returns through
 * /auth/callback. Errors carry the banner text of spec §8's mapping. Resolves with the address.
 */
export function useSignUpMutation() {
  return useMutation({
    mutationKey: authKeys.signUp("email"),
    mutationFn: async (values: RegisterInput) => {
      const email = values.email.trim();
      const firstName = values.firstName.trim();
      const lastName = values.lastName.trim();
      try {
        const headers = await botCheckHeaders("signup");
        const { error } = await authClient.signUp.email(
          {
            email,
            password: values.password,
            name: `${firstName} ${lastName}`,
            callbackURL: SIGN_UP_CALLBACK,
            firstName,
            lastName,
            agreedToTerms: true,
          } as Parameters<typeof authClient.signUp.email>[0],
          { headers },
        );
        if (error) {
          throw refusal(error, mapSignUpError(error.message, { retryable: (error.status ?? 0) >= 500 }));
        }
      } catch (caught) {
        if (caught instanceof AuthRequestError) throw caught;
        const message = caught instanceof Error ? caught.message : "";
        if (caught instanceof ApiError) throw new Error(mapSignUpError(caught.message));
        throw new Error(message.startsWith("reCAPTCHA") ? message : UNEXPECTED_SIGN_UP_ERROR);
      }
      return { email };
    },
    ...NO_RETRY,
  });
}

/** Asks for a reset link; the answer is the same for known and unknown addresses. */
export function useRequestPasswordResetMutation() {
  return useMutation({
    mutationKey: authKeys.passwordReset("request"),
    mutationFn: async ({ email }: { email: string }) => {
      const { error } = await authClient
        .requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH })
        .catch(() => ({ error: { message: "", status: 0, code: undefined } }));
      // A limit answers with its own "Too many …" words; anything else is the spec's message.
      if (error)
        throw refusal(
          error,
          error.status === 429 && error.message ? error.message : RESET_EMAIL_FAILED_MESSAGE,
        );
    },
    ...NO_RETRY,
  });
}

/** Sets the new password with the token from the reset link. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationKey: authKeys.passwordReset("confirm"),
    mutationFn: async ({ token, newPassword }: { token: string; newPassword: string }) => {
      const { error } = await authClient.resetPassword({ newPassword, token });
      if (error) throw refusal(error, error.message || RESET_LINK_INVALID_MESSAGE);
    },
    ...NO_RETRY,
  });
}

/** Sends the confirmation link again (within the per-address limit). */
export function useResendVerificationMutation() {
  return useMutation({
    mutationKey: authKeys.verificationResend(),
    mutationFn: async ({ email }: { email: string }) => {
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: SIGN_UP_CALLBACK });
      if (error) throw refusal(error, error.message ?? "");
    },
    ...NO_RETRY,
  });
}

export type SocialProvider = "google" | "apple";
const PROVIDER_NAMES: Record<SocialProvider, "Google" | "Apple"> = { google: "Google", apple: "Apple" };

/**
 * Starts Google or Apple sign-in; the browser leaves for the provider when it succeeds. Registering
 * first records the terms agreement on the server for the account the callback creates.
 */
export function useSocialSignInMutation() {
  return useMutation({
    mutationKey: authKeys.signIn("social"),
    mutationFn: async ({ provider, mode }: { provider: SocialProvider; mode: "sign-in" | "register" }) => {
      const name = PROVIDER_NAMES[provider];
      try {
        if (mode === "register") {
          await readJson(
            await api["auth-agreements"].$post({
              json: { method: `${provider}_oauth`, agreedToTerms: true },
            }),
          );
        }
        // The spec names the bot-check actions after Google; Apple uses the same two.
        const headers = await botCheckHeaders(mode === "register" ? "google_register" : "google_login");
        const { error } = await authClient.signIn.social(
          {
            provider,
            callbackURL: "/auth/callback",
            newUserCallbackURL: `/auth/callback?new=1&provider=${provider}`,
            errorCallbackURL: "/auth/callback",
            requestSignUp: mode === "register",
          },
          { headers },
        );
        if (error) throw refusal(error, mapOAuthError(name, error.message));
      } catch (caught) {
        if (caught instanceof AuthRequestError) throw caught;
        throw new Error(mapOAuthError(name, caught instanceof Error ? caught.message : undefined));
      }
    },
    ...NO_RETRY,
  });
}

/** Bluesky sign-in with a handle and app password (spec §5), for a member whose profile holds the account. */
export function useBlueskySignInMutation() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationKey: authKeys.signIn("bluesky"),
    mutationFn: async ({ signal, ...credentials }: Cancellable<BlueskyCredentialsInput>) => {
      const headers = await botCheckHeaders("login");
      try {
        return await authPost<BlueskySignInResult>("/sign-in/bluesky", credentials, { headers, signal });
      } catch (caught) {
        if (isAuthRefusal(caught, AUTH_ERROR.EMAIL_NOT_VERIFIED)) {
          throw new AuthRequestError(EMAIL_NOT_VERIFIED_MESSAGE, caught.status, caught.code);
        }
        throw caught;
      }
    },
    onSuccess: refreshMe,
    ...NO_RETRY,
  });
}

/** The Bluesky registration's credentials step: checks the account and keeps it behind a ticket. */
export function useCheckBlueskyAccountMutation() {
  return useMutation({
    mutationKey: authKeys.signUp("bluesky-check"),
    mutationFn: async ({ signal, ...credentials }: Cancellable<BlueskyCredentialsInput>) => {
      const headers = await botCheckHeaders("signup");
      return authPost<BlueskyRegistrationTicket>("/sign-up/bluesky/verify", credentials, { headers, signal });
    },
    ...NO_RETRY,
  });
}

/**
 * "Complete Your Account": creates the member with the checked Bluesky account linked. A refusal
 * with `AUTH_ERROR.BLUESKY_TICKET_EXPIRED` means the credentials must be checked again.
 */
export function useBlueskySignUpMutation() {
  return useMutation({
    mutationKey: authKeys.signUp("bluesky"),
    mutationFn: async ({ signal, ...input }: Cancellable<BlueskyRegistrationInput & { ticket: string }>) =>
      authPost<BlueskyRegistrationResult>("/sign-up/bluesky", input, { signal }),
    ...NO_RETRY,
  });
}
