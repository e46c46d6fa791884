import type { RegistrationType } from "../../../shared/enums";
import { REGISTRATION_SETTINGS_KEYS } from "../../../shared/enums";
import { Input, Label } from "../../components/ui/input";
import type { EventDetail } from "../../queries/events";
import type { OwnRegistration, Shift } from "../../queries/registrations";

// The bodies of the registration dialog's steps (registration-dialog.tsx holds what they gather
// and the way through them, registration-steps.ts the order).

export const TYPES = (
  [
    { type: "attendee", label: "Attendee" },
    { type: "volunteer", label: "Volunteer" },
    { type: "employee", label: "Employee" },
  ] as const
).map((entry) => ({ ...entry, key: REGISTRATION_SETTINGS_KEYS[entry.type] }));

/** The value of "Myself" among the organisations one may register on behalf of. */
export const INDIVIDUAL = "individual";

const OPTION = "flex cursor-pointer items-center gap-3 rounded-md border p-3 has-[:checked]:border-primary";

/** The open types, as radio buttons; a type that asks for a code says so. */
export function TypeStep({
  id,
  settings,
  value,
  onChange,
}: {
  id: string;
  settings: EventDetail["registration"];
  value: RegistrationType | null;
  onChange: (type: RegistrationType) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm text-muted-foreground">How will you take part?</legend>
      {TYPES.filter(({ key }) => settings?.[key].enabled).map(({ type, label, key }) => (
        <label key={type} className={OPTION}>
          <input
            type="radio"
            name={`${id}-type`}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span className="font-medium">{label}</span>
          {settings?.[key].requiresCode && (
            <span className="ml-auto text-xs text-muted-foreground">Code required</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}

/** The registration code, its error under it; Enter goes on. */
export function CodeStep({
  id,
  code,
  error,
  onChange,
  onSubmit,
}: {
  id: string;
  code: string;
  error: string | null;
  onChange: (code: string) => void;
  onSubmit: () => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-code`}>Registration code</Label>
      <Input
        id={`${id}-code`}
        value={code}
        autoComplete="off"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-code-error` : undefined}
        onChange={(change) => onChange(change.target.value)}
        onKeyDown={(key) => {
          if (key.key === "Enter") {
            key.preventDefault();
            onSubmit();
          }
        }}
      />
      {error && (
        <p id={`${id}-code-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** Myself, or one of the member's groups and partnerships. */
export function OrganisationStep({
  id,
  organisations,
  value,
  onChange,
}: {
  id: string;
  organisations: OwnRegistration["organisations"];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm text-muted-foreground">
        Register for yourself, or on behalf of one of your groups or partnerships.
      </legend>
      <label className={OPTION}>
        <input
          type="radio"
          name={`${id}-org`}
          value={INDIVIDUAL}
          checked={value === INDIVIDUAL}
          onChange={() => onChange(INDIVIDUAL)}
        />
        <span className="font-medium">Myself</span>
      </label>
      {organisations.map((organisation) => (
        <label key={organisation.id} className={OPTION}>
          <input
            type="radio"
            name={`${id}-org`}
            value={organisation.id}
            checked={value === organisation.id}
            onChange={() => onChange(organisation.id)}
          />
          <span className="min-w-0 flex-1 truncate font-medium">{organisation.name}</span>
          <span className="text-xs text-muted-foreground">{organisation.type}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** What will be sent: the event, the type, the shifts (waitlisted ones marked), on whose behalf. */
export function ConfirmStep({
  eventName,
  type,
  shifts,
  shiftIds,
  waitlistShiftIds,
  organisations,
  onBehalfOf,
}: {
  eventName: string;
  type: RegistrationType | null;
  shifts: readonly Shift[];
  shiftIds: readonly string[];
  waitlistShiftIds: readonly string[];
  organisations: OwnRegistration["organisations"];
  onBehalfOf: string;
}) {
  const chosenShifts = shifts
    .filter((shift) => shiftIds.includes(shift.id) || waitlistShiftIds.includes(shift.id))
    .map((shift) => (waitlistShiftIds.includes(shift.id) ? `${shift.name} (waitlist)` : shift.name));
  return (
    <dl className="grid gap-2 text-sm">
      <Summary label="Event" value={eventName} />
      <Summary label="Registering as" value={TYPES.find((entry) => entry.type === type)?.label ?? ""} />
      {type === "volunteer" && <Summary label="Shifts" value={chosenShifts.join(", ") || "None"} />}
      <Summary
        label="On behalf of"
        value={organisations.find((organisation) => organisation.id === onBehalfOf)?.name ?? "Myself"}
      />
    </dl>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
}
