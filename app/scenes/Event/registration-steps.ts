import type { RegistrationType } from "../../../shared/enums";

/** The dialog's steps (spec §2 "Event registration dialog"), with their titles. */
export const STEP_TITLES = {
  type: "Choose Registration Type",
  code: "Enter Registration Code",
  shift: "Select Volunteer Shifts",
  organization: "Register On Behalf Of",
  confirm: "Confirm Registration",
} as const;

export type Step = keyof typeof STEP_TITLES;

export interface StepContext {
  type: RegistrationType | null;
  /** Whether the chosen type has a passcode in the event's registration settings. */
  requiresCode: boolean;
}

const isVolunteer = (context: StepContext) => context.type === "volunteer";

/**
 * Spec §4: type, then code when the chosen type has a passcode, then shift for a volunteer,
 * otherwise organization; shift → organization → confirm. From code: shift for a volunteer,
 * otherwise organization.
 */
export function nextStep(step: Step, context: StepContext): Step | null {
  switch (step) {
    case "type":
      if (context.requiresCode) return "code";
      return isVolunteer(context) ? "shift" : "organization";
    case "code":
      return isVolunteer(context) ? "shift" : "organization";
    case "shift":
      return "organization";
    case "organization":
      return "confirm";
    case "confirm":
      return null;
  }
}

/** Spec §4: shift to type; organization to shift (volunteer) or type; confirm to organization; code to type. */
export function previousStep(step: Step, context: StepContext): Step | null {
  switch (step) {
    case "type":
      return null;
    case "code":
    case "shift":
      return "type";
    case "organization":
      return isVolunteer(context) ? "shift" : "type";
    case "confirm":
      return "organization";
  }
}

/**
 * Spec §5 step gating: Next on the type step once a type is chosen; on the code step while the
 * trimmed code is not empty; on the shift step when a shift is picked (to take or to wait for) or
 * there are none; always on organization and confirm.
 */
export function canGoOn(
  step: Step,
  state: { type: RegistrationType | null; code: string; picked: number; shiftCount: number },
): boolean {
  switch (step) {
    case "type":
      return state.type !== null;
    case "code":
      return state.code.trim() !== "";
    case "shift":
      return state.picked > 0 || state.shiftCount === 0;
    default:
      return true;
  }
}
