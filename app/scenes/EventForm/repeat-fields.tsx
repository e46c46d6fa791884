import type { RecurrenceFrequency } from "../../../shared/enums";
import { MAX_OCCURRENCES, RECURRENCE_LABELS } from "../../../shared/recurrence";
import { Input, Label, NativeSelect } from "../../components/ui/input";

export type RepeatChoice = "none" | RecurrenceFrequency;
export type ChangeScope = "occurrence" | "following";

/** A new event: does it repeat, and how many dates in all (decisions.md, "Recurring events"). */
export function RepeatFields({
  id,
  repeat,
  count,
  onRepeat,
  onCount,
}: {
  id: string;
  repeat: RepeatChoice;
  count: string;
  onRepeat: (value: RepeatChoice) => void;
  onCount: (value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-repeat`}>Repeats</Label>
        <NativeSelect
          id={`${id}-repeat`}
          value={repeat}
          onChange={(change) => onRepeat(change.target.value as RepeatChoice)}
        >
          <option value="none">Does not repeat</option>
          <option value="weekly">Every week</option>
          <option value="monthly">Every month</option>
        </NativeSelect>
      </div>
      {repeat !== "none" && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-count`}>Number of dates</Label>
          <Input
            id={`${id}-count`}
            type="number"
            min={2}
            max={MAX_OCCURRENCES}
            value={count}
            aria-describedby={`${id}-count-hint`}
            onChange={(change) => onCount(change.target.value)}
          />
          <p id={`${id}-count-hint`} className="text-xs text-muted-foreground">
            2 to {MAX_OCCURRENCES}, the first included. Each date has its own registrations and shifts.
          </p>
        </div>
      )}
    </div>
  );
}

/** Editing one date of a series: change it alone, or it and the dates after it. */
export function ScopeFields({
  id,
  frequency,
  scope,
  onScope,
}: {
  id: string;
  frequency: RecurrenceFrequency;
  scope: ChangeScope;
  onScope: (value: ChangeScope) => void;
}) {
  const choices: { value: ChangeScope; label: string; hint: string }[] = [
    { value: "occurrence", label: "This date only", hint: "The other dates stay as they are." },
    {
      value: "following",
      label: "This and the following dates",
      hint: "Later dates take the same changes; a new time moves each of them alike.",
    },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{RECURRENCE_LABELS[frequency]}: apply the changes to</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary"
        >
          <input
            type="radio"
            name={`${id}-scope`}
            value={choice.value}
            className="mt-1"
            checked={scope === choice.value}
            onChange={() => onScope(choice.value)}
          />
          <span>
            <span className="block font-medium">{choice.label}</span>
            <span className="block text-sm text-muted-foreground">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
