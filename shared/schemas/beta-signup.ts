import { z } from "zod";
import { ORGANIZATION_TYPES } from "../enums";
import { BETA_SIGNUP_MESSAGE_MAX, BETA_SIGNUP_NAME_MAX, BETA_SIGNUP_ORGANIZATION_MAX } from "../limits";
import { emailAddress, multiLineText, singleLineText } from "./text";

/** The beta sign-up form, validated in the browser and again by the server. */
export const createBetaSignupSchema = z.object({
  name: singleLineText()
    .min(1, "Please enter your name.")
    .max(BETA_SIGNUP_NAME_MAX, `Name must be less than ${BETA_SIGNUP_NAME_MAX} characters`),
  email: emailAddress({ required: "Email is required", invalid: "Please enter a valid email address." }),
  organization: singleLineText()
    .min(1, "Please enter your organization's name.")
    .max(
      BETA_SIGNUP_ORGANIZATION_MAX,
      `Organization must be less than ${BETA_SIGNUP_ORGANIZATION_MAX} characters`,
    ),
  organizationType: z.enum(ORGANIZATION_TYPES, "Please choose your organization type."),
  message: multiLineText()
    .max(BETA_SIGNUP_MESSAGE_MAX, `Message must be less than ${BETA_SIGNUP_MESSAGE_MAX} characters`)
    .optional()
    .default(""),
});

export type CreateBetaSignupInput = z.input<typeof createBetaSignupSchema>;
export type CreateBetaSignup = z.output<typeof createBetaSignupSchema>;

/** What the server answers, the same for a new address and one already on the list. */
export interface BetaSignupResult {
  status: "received";
  message: string;
}
