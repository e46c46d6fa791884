import { describe, expect, it } from "vitest";
import { canGoOn, nextStep, previousStep, type Step } from "./registration-steps";

/** Walks Next from the type step to the end. */
function path(context: Parameters<typeof nextStep>[1]): Step[] {
  const steps: Step[] = ["type"];
  for (let step = nextStep("type", context); step; step = nextStep(step, context)) steps.push(step);
  return steps;
}

describe("registration dialog steps (spec §4)", () => {
  it("asks for the code only when the chosen type has one, and for shifts only of volunteers", () => {
    expect(path({ type: "attendee", requiresCode: false })).toEqual(["type", "organization", "confirm"]);
    expect(path({ type: "attendee", requiresCode: true })).toEqual([
      "type",
      "code",
      "organization",
      "confirm",
    ]);
    expect(path({ type: "volunteer", requiresCode: false })).toEqual([
      "type",
      "shift",
      "organization",
      "confirm",
    ]);
    expect(path({ type: "volunteer", requiresCode: true })).toEqual([
      "type",
      "code",
      "shift",
      "organization",
      "confirm",
    ]);
  });

  it("goes back along the spec's paths", () => {
    const volunteer = { type: "volunteer" as const, requiresCode: true };
    const attendee = { type: "attendee" as const, requiresCode: true };
    expect(previousStep("shift", volunteer)).toBe("type");
    expect(previousStep("code", volunteer)).toBe("type");
    expect(previousStep("organization", volunteer)).toBe("shift");
    expect(previousStep("organization", attendee)).toBe("type");
    expect(previousStep("confirm", attendee)).toBe("organization");
    expect(previousStep("type", attendee)).toBeNull();
  });

  it("gates Next on a type, a code, and a shift when there are shifts", () => {
    const state = { type: null, code: "", picked: 0, shiftCount: 2 };
    expect(canGoOn("type", state)).toBe(false);
    expect(canGoOn("type", { ...state, type: "attendee" })).toBe(true);
    expect(canGoOn("code", { ...state, code: "   " })).toBe(false);
    expect(canGoOn("code", { ...state, code: " x " })).toBe(true);
    expect(canGoOn("shift", state)).toBe(false);
    expect(canGoOn("shift", { ...state, picked: 1 })).toBe(true);
    expect(canGoOn("shift", { ...state, shiftCount: 0 })).toBe(true);
    expect(canGoOn("organization", state)).toBe(true);
    expect(canGoOn("confirm", state)).toBe(true);
  });
});
