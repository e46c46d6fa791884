import { TextField } from "../ui/text-field";

/** Whole minutes from the two fields as typed; 0 when they are not numbers (the server refuses it in words). */
export function durationMinutes(hours: string, minutes: string): number {
  const total = Math.round(Number(hours) * 60 + Number(minutes));
  return Number.isFinite(total) ? total : 0;
}

/** How long, as hours and minutes side by side: the hour forms' one way to ask (issue 29). */
export function DurationFields({
  id,
  hours,
  minutes,
  onHours,
  onMinutes,
  gap = "gap-3",
}: {
  id: string;
  hours: string;
  minutes: string;
  onHours: (value: string) => void;
  onMinutes: (value: string) => void;
  gap?: string;
}) {
  return (
    <div className={`grid grid-cols-2 ${gap}`}>
      <TextField
        id={`${id}-hours`}
        label="Hours"
        type="number"
        min={0}
        max={24}
        value={hours}
        onChange={(change) => onHours(change.target.value)}
      />
      <TextField
        id={`${id}-minutes`}
        label="Minutes"
        type="number"
        min={0}
        max={59}
        value={minutes}
        onChange={(change) => onMinutes(change.target.value)}
      />
    </div>
  );
}
