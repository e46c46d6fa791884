import { type FormEvent, useId, useState } from "react";
import { REPORT_PERIOD_LABELS, REPORT_PERIODS, type ReportPeriod } from "../../../shared/reports";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import type { ReportPeriodRange } from "../../queries/impact-report";

/**
 * The report's period: this month, this year, the last 12 months, or days of one's own (the
 * server refuses more than three years, in words).
 */
export function PeriodPicker({
  period,
  range,
  onChange,
}: {
  period: ReportPeriod;
  range: ReportPeriodRange;
  onChange: (period: ReportPeriod, range?: ReportPeriodRange) => void;
}) {
  const id = useId();
  const [custom, setCustom] = useState(range);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange("custom", custom);
  };
  return (
    <div className="grid gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Period</legend>
        <div className="flex flex-wrap gap-2">
          {REPORT_PERIODS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`${id}-period`}
                value={value}
                checked={period === value}
                onChange={() => (value === "custom" ? onChange("custom", custom) : onChange(value))}
                className="size-4"
              />
              {REPORT_PERIOD_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {period === "custom" && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Custom period">
          <TextField
            id={`${id}-from`}
            label="From"
            type="date"
            value={custom.from}
            onChange={(change) => setCustom((current) => ({ ...current, from: change.target.value }))}
          />
          <TextField
            id={`${id}-to`}
            label="To"
            type="date"
            value={custom.to}
            onChange={(change) => setCustom((current) => ({ ...current, to: change.target.value }))}
          />
          <Button type="submit" variant="outline">
            Show
          </Button>
        </form>
      )}
    </div>
  );
}
