import type { Dispatch, SetStateAction } from "react";
import { REGISTRATION_SETTINGS_KEYS, type RegistrationSettingsKey } from "../../../shared/enums";
import { CAPACITY_MAX, PASSCODE_MAX_LENGTH } from "../../../shared/schemas/events";
import { Input, Label } from "../../components/ui/input";
import type { EventBody, EventDetail } from "../../queries/events";

/**
 * The event form's registration settings: for attendees, volunteers and employees, whether they
 * can register, an optional code (never shown back: blank keeps the one set) and optional places.
 */

const TYPES = (
  [
    { type: "attendee", label: "Attendees" },
    { type: "volunteer", label: "Volunteers" },
    { type: "employee", label: "Employees" },
  ] as const
).map((entry) => ({ ...entry, key: REGISTRATION_SETTINGS_KEYS[entry.type] }));
export type TypeKey = RegistrationSettingsKey;

export interface TypeState {
  enabled: boolean;
  /** A new code typed in; empty keeps the one set (when editing) or sets none. */
  passcode: string;
  /** The event has a code for this type already (editing). */
  hasCode: boolean;
  removeCode: boolean;
  capacity: string;
}

export function initialTypes(event: EventDetail | null): Record<TypeKey, TypeState> {
  const make = (key: TypeKey, enabledByDefault: boolean): TypeState => {
    const settings = event?.registration?.[key];
    return {
      enabled: settings ? settings.enabled : enabledByDefault,
      passcode: "",
      hasCode: Boolean(settings?.requiresCode),
      removeCode: false,
      capacity: settings?.capacity ? String(settings.capacity) : "",
    };
  };
  return {
    attendees: make("attendees", true),
    volunteers: make("volunteers", true),
    employees: make("employees", false),
  };
}

/** What the form sends for the types: a code only when typed or removed (a new event: all). */
export function registrationSettingsOf(types: Record<TypeKey, TypeState>, editing: boolean) {
  return Object.fromEntries(
    TYPES.map(({ key }) => {
      const type = types[key];
      const passcode = type.passcode.trim() ? type.passcode.trim() : type.removeCode ? null : undefined;
      return [
        key,
        {
          enabled: type.enabled,
          ...(passcode !== undefined || !editing ? { passcode: passcode ?? null } : {}),
          capacity: type.capacity ? Number(type.capacity) : null,
        },
      ];
    }),
  ) as EventBody["registrationSettings"];
}

export function RegistrationFields({
  id,
  types,
  onChange,
}: {
  id: string;
  types: Record<TypeKey, TypeState>;
  onChange: Dispatch<SetStateAction<Record<TypeKey, TypeState>>>;
}) {
  const setType = (key: TypeKey, patch: Partial<TypeState>) =>
    onChange((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Registration</legend>
      {TYPES.map(({ key, label }) => {
        const type = types[key];
        return (
          <div key={key} className="grid gap-3 rounded-md border p-3">
            <label className="flex items-center gap-2 font-medium">
              <input
                type="checkbox"
                checked={type.enabled}
                onChange={(c) => setType(key, { enabled: c.target.checked })}
              />
              {label} can register
            </label>
            {type.enabled && (
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-${key}-code`}>{label}' registration code (optional)</Label>
                  <Input
                    id={`${id}-${key}-code`}
                    value={type.passcode}
                    maxLength={PASSCODE_MAX_LENGTH}
                    autoComplete="off"
                    placeholder={type.hasCode ? "Leave blank to keep the current code" : "No code"}
                    onChange={(c) => setType(key, { passcode: c.target.value })}
                  />
                  {type.hasCode && (
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={type.removeCode}
                        onChange={(c) => setType(key, { removeCode: c.target.checked })}
                      />
                      Remove the code
                    </label>
                  )}
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-${key}-capacity`}>Places (optional)</Label>
                  <Input
                    id={`${id}-${key}-capacity`}
                    type="number"
                    min={1}
                    max={CAPACITY_MAX}
                    value={type.capacity}
                    placeholder="No limit"
                    onChange={(c) => setType(key, { capacity: c.target.value })}
                  />
                </div>
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
