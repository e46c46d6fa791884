import { z } from "zod";
import { FULL_NAME_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../limits";
import { emailAddress, singleLineText } from "./text";

const requiredName = (label: "First" | "Last") =>
  singleLineText()
    .min(1, `${label} name is required`)
    .max(NAME_MAX_LENGTH - 1, `${label} name must be less than ${NAME_MAX_LENGTH} characters`);

/**
 * E-mail registration (spec §5), checked by the form and again by the server, which checks with it
 * everything Better Auth would store from the body: also the full name the app composes from the
 * two names (`name`, the account's name), and no picture (Better Auth would keep any `image`).
 */
export const registerSchema = z.object({
  firstName: requiredName("First"),
  lastName: requiredName("Last"),
  email: emailAddress({ required: "Email is required", invalid: "Please enter a valid email format" }),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .regex(/[A-Za-z]/, "Password must contain at least one letter")
    .regex(/[0-9]/, "Password must contain at least one digit"),
  agreedToTerms: z.literal(
    true,
    "You must agree to the Terms of Service and Privacy Policy to create an account",
  ),
  name: singleLineText()
    .max(FULL_NAME_MAX_LENGTH, `Name must be at most ${FULL_NAME_MAX_LENGTH} characters`)
    .optional(),
  image: z.never("Registration does not take a picture").optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** Sign-in (spec §5). */
export const signInSchema = z.object({
  email: emailAddress({ invalid: "Please enter a valid email" }),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
});
export type SignInInput = z.input<typeof signInSchema>;

/** Password-reset request (spec §5). */
export const resetRequestSchema = z.object({
  email: emailAddress({ invalid: "Please enter a valid email" }),
});

/** Complete Profile (spec §5): both names after trimming. */
export const completeProfileSchema = z.object({
  firstName: singleLineText()
    .min(1, "First and last name are required.")
    .max(NAME_MAX_LENGTH - 1, `First name must be less than ${NAME_MAX_LENGTH} characters`),
  lastName: singleLineText()
    .min(1, "First and last name are required.")
    .max(NAME_MAX_LENGTH - 1, `Last name must be less than ${NAME_MAX_LENGTH} characters`),
});
export type CompleteProfileInput = z.output<typeof completeProfileSchema>;

/** Choosing a new password from a reset link. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, {
    message: "Passwords do not match",
    path: ["confirm"],
  });
