import { z } from "zod";
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../limits";
import { emailAddress, singleLineText } from "./text";

const requiredName = (label: "First" | "Last") =>
  singleLineText()
    .min(1, `${label} name is required`)
    .max(NAME_MAX_LENGTH - 1, `${label} name must be less than ${NAME_MAX_LENGTH} characters`);

/**
 * E-mail registration (spec §5), checked by the form and again by the server. The account's
 * `name` is not the client's to set: the server makes it from the two names, whatever was sent.
 * No picture either (Better Auth would keep any `image`): pictures are uploads, made later.
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
