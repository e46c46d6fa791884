import { useEffect, useId, useState } from "react";
import { REGISTRATION_SETTINGS_KEYS, type RegistrationType } from "../../../shared/enums";
import { registrationMessage } from "../../../shared/shifts";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { ApiError } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import type { EventDetail } from "../../queries/events";
import {
  useJoinEventWaitlistMutation,
  useOwnRegistrationQuery,
  useRegisterMutation,
  useShiftsQuery,
} from "../../queries/registrations";
import { CodeStep, ConfirmStep, INDIVIDUAL, OrganisationStep, TypeStep } from "./registration-step-bodies";
import { canGoOn, nextStep, previousStep, STEP_TITLES, type Step } from "./registration-steps";
import { ShiftPicker } from "./shift-picker";

interface RegistrationDialogProps {
  event: EventDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Whatever the dialog gathered; reset on open and on close (spec §4). */
interface Choices {
  step: Step;
  type: RegistrationType | null;
  code: string;
  codeError: string | null;
  shiftIds: string[];
  waitlistShiftIds: string[];
  onBehalfOf: string;
  error: string | null;
  /** The chosen type is full: the dialog offers its waitlist. */
  full: boolean;
}

const START: Choices = {
  step: "type",
  type: null,
  code: "",
  codeError: null,
  shiftIds: [],
  waitlistShiftIds: [],
  onBehalfOf: INDIVIDUAL,
  error: null,
  full: false,
};

/**
 * The event registration dialog (spec §2, §4, §5, §8): the type, the code when the type asks for
 * one, the volunteer's shifts, whom they register for, and a confirmation. The server checks it
 * all again; its refusals are shown here in its words.
 */
export function RegistrationDialog({ event, open, onOpenChange }: RegistrationDialogProps) {
  const id = useId();
  const [choices, setChoices] = useState<Choices>(START);
  const set = (patch: Partial<Choices>) => setChoices((current) => ({ ...current, ...patch }));
  const settings = event.registration;
  const requiresCode = Boolean(
    choices.type && settings?.[REGISTRATION_SETTINGS_KEYS[choices.type]].requiresCode,
  );
  const context = { type: choices.type, requiresCode };
  const own = useOwnRegistrationQuery(event.id, open);
  const shifts = useShiftsQuery(event.id, open && choices.type === "volunteer");
  const register = useRegisterMutation(event.id);
  const waitlist = useJoinEventWaitlistMutation(event.id);

  useEffect(() => {
    if (shifts.isError) toast.error("Failed to load volunteer shifts");
  }, [shifts.isError]);

  const change = (next: boolean) => {
    setChoices(START);
    register.reset();
    onOpenChange(next);
  };

  const shiftList = shifts.data ?? [];
  const picked = choices.shiftIds.length + choices.waitlistShiftIds.length;
  const gateOpen = canGoOn(choices.step, {
    type: choices.type,
    code: choices.code,
    picked,
    shiftCount: shifts.isSuccess ? shiftList.length : choices.type === "volunteer" ? 1 : 0,
  });

  const goOn = () => {
    if (choices.step === "code" && choices.code.trim() === "") {
      set({ codeError: "Registration code is required" });
      return;
    }
    const next = nextStep(choices.step, context);
    if (next) set({ step: next, error: null });
  };
  const goBack = () => {
    const previous = previousStep(choices.step, context);
    if (previous) set({ step: previous, error: null, full: false });
  };

  const body = () => ({
    registrationType: choices.type ?? "attendee",
    passcode: requiresCode ? choices.code.trim() : null,
    onBehalfOf: choices.onBehalfOf === INDIVIDUAL ? null : choices.onBehalfOf,
  });

  const submit = async () => {
    if (!choices.type) return;
    set({ error: null, full: false });
    try {
      const outcome = await register.mutateAsync({
        ...body(),
        shiftIds: choices.type === "volunteer" ? choices.shiftIds : [],
        waitlistShiftIds: choices.type === "volunteer" ? choices.waitlistShiftIds : [],
      });
      const picks = choices.type === "volunteer" ? choices.shiftIds.length : 0;
      const waiting = outcome.waitlisted.length;
      toast.success(
        waiting > 0
          ? `${registrationMessage(picks, outcome.assigned.length)} You're on the waitlist for ${waiting} shift(s).`
          : registrationMessage(picks, outcome.assigned.length),
      );
      change(false);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status > 0) {
        const isFull = caught.issues?.some(
          (issue) => issue.path === "registrationType" && issue.message === "full",
        );
        const codeIssue = caught.issues?.find((issue) => issue.path === "passcode");
        if (codeIssue) {
          set({ step: "code", codeError: codeIssue.message, error: null });
          return;
        }
        set({ error: caught.message || "Registration failed", full: Boolean(isFull) });
      } else {
        set({ error: "Registration failed. Please try again." });
      }
    }
  };

  const joinWaitlist = async () => {
    try {
      await waitlist.mutateAsync(body());
      toast.success("You're on the waitlist. We'll let you know when a place frees up.");
      change(false);
    } catch (caught) {
      set({
        error:
          caught instanceof ApiError && caught.message
            ? caught.message
            : "Registration failed. Please try again.",
      });
    }
  };

  const title = STEP_TITLES[choices.step];
  return (
    <ModalDialog open={open} onOpenChange={change} title={title} description={event.name}>
      <div className="mt-4 grid gap-4">
        {choices.step === "type" && (
          <TypeStep
            id={id}
            settings={settings}
            value={choices.type}
            onChange={(type) => set({ type, code: "", codeError: null, shiftIds: [], waitlistShiftIds: [] })}
          />
        )}

        {choices.step === "code" && (
          <CodeStep
            id={id}
            code={choices.code}
            error={choices.codeError}
            onChange={(code) => set({ code, codeError: null })}
            onSubmit={goOn}
          />
        )}

        {choices.step === "shift" && (
          <ShiftPicker
            shifts={shiftList}
            loading={shifts.isPending}
            failed={shifts.isError}
            shiftIds={choices.shiftIds}
            waitlistShiftIds={choices.waitlistShiftIds}
            onChange={(shiftIds, waitlistShiftIds) => set({ shiftIds, waitlistShiftIds })}
            eventZone={event.timeZone}
          />
        )}

        {choices.step === "organization" && (
          <OrganisationStep
            id={id}
            organisations={own.data?.organisations ?? []}
            value={choices.onBehalfOf}
            onChange={(onBehalfOf) => set({ onBehalfOf })}
          />
        )}

        {choices.step === "confirm" && (
          <ConfirmStep
            eventName={event.name}
            type={choices.type}
            shifts={shiftList}
            shiftIds={choices.shiftIds}
            waitlistShiftIds={choices.waitlistShiftIds}
            organisations={own.data?.organisations ?? []}
            onBehalfOf={choices.onBehalfOf}
          />
        )}

        <FormBanner message={choices.error} />
        {choices.full && (
          <Button type="button" variant="outline" onClick={joinWaitlist} disabled={waitlist.isPending}>
            {waitlist.isPending ? "Joining..." : "Join the waitlist"}
          </Button>
        )}

        <div className="flex flex-wrap justify-end gap-2">
          {choices.step !== "type" && (
            <Button type="button" variant="outline" onClick={goBack}>
              Back
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={() => change(false)}>
            Cancel
          </Button>
          {choices.step === "confirm" ? (
            <Button type="button" onClick={submit} disabled={register.isPending}>
              {register.isPending ? "Registering..." : "Confirm Registration"}
            </Button>
          ) : (
            <Button type="button" onClick={goOn} disabled={!gateOpen}>
              {choices.step === "code" ? "Continue" : "Next"}
            </Button>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
