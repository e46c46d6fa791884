import { type FormEvent, useId, useState } from "react";
import { formatCents, VALUE_SOURCE_MAX_LENGTH } from "../../../shared/reports";
import type { CommunityType } from "../../../shared/schemas/lists";
import { DetailSection } from "../../components/entities/entity-page-parts";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { ScrollingTable } from "../../components/ui/scrolling-table";
import { TextField } from "../../components/ui/text-field";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { useSetValueRate, useValueRatesQuery } from "../../queries/impact-report";

const day = (instant: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(
    new Date(instant),
  );

/**
 * The community's hourly value of volunteer time (issue 30): the one in force (or the default,
 * with its source), its history, and for those who run the community a form for a new one. Hours
 * verified from then on keep it; hours verified before keep theirs.
 */
export function ValueRates({ type, id }: { type: CommunityType; id: number }) {
  const query = useValueRatesQuery(type, id);
  const [adding, setAdding] = useState(false);
  if (query.isPending) return <p className="text-muted-foreground">Loading the value of volunteer time...</p>;
  if (query.isError)
    return <p className="text-destructive">{errorText(query.error, "Could not load the rates.")}</p>;
  const { rates, inForceId, default: fallback, can } = query.data;
  const inForce = rates.find((rate) => rate.id === inForceId);
  return (
    <DetailSection title="Value of volunteer time">
      <div className="grid gap-4">
        <p>
          {inForce ? (
            <>
              Hours verified from now on are valued at{" "}
              <strong>{formatCents(inForce.centsPerHour)} an hour</strong> ({inForce.dataYear} data; source:{" "}
              {inForce.source}).
            </>
          ) : (
            <>
              No rate of its own: hours verified from now on are valued at the default,{" "}
              <strong>{formatCents(fallback.centsPerHour)} an hour</strong> ({fallback.dataYear} data; source:{" "}
              {fallback.source}).
            </>
          )}{" "}
          Each verified hour keeps the rate in force when it was verified, so a new rate never changes past
          totals.
        </p>
        {can.set && !adding && (
          <div>
            <Button variant="outline" onClick={() => setAdding(true)}>
              Set a new rate
            </Button>
          </div>
        )}
        {adding && <RateForm type={type} id={id} onDone={() => setAdding(false)} />}
        {rates.length > 0 && (
          <ScrollingTable label="Rates set, table">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-medium">Rates set, latest first</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-1 pr-3">
                    From
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Rate per hour
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Data year
                  </th>
                  <th scope="col" className="py-1">
                    Source
                  </th>
                </tr>
              </thead>
              <tbody>
                {rates.map((rate) => (
                  <tr key={rate.id} className="border-b last:border-0">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {day(rate.effectiveFrom)}
                      {rate.id === inForceId && <span className="ml-2 text-xs text-primary">(in force)</span>}
                    </th>
                    <td className="py-1 pr-3">{formatCents(rate.centsPerHour)}</td>
                    <td className="py-1 pr-3">{rate.dataYear}</td>
                    <td className="py-1 break-words">{rate.source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </div>
    </DetailSection>
  );
}

function RateForm({ type, id, onDone }: { type: CommunityType; id: number; onDone: () => void }) {
  const fieldId = useId();
  const set = useSetValueRate(type, id);
  const [amount, setAmount] = useState("");
  const [dataYear, setDataYear] = useState(String(new Date().getFullYear() - 1));
  const [source, setSource] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await set.mutateAsync({ amount, dataYear: Number(dataYear), source });
      toast.success("Rate set. Hours verified from now on use it.");
      onDone();
    } catch (caught) {
      setError(errorText(caught, "Could not set the rate. Please try again."));
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate aria-label="Set a new rate">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${fieldId}-amount`}
          label="Value of an hour (US dollars)"
          hint="For example 34.79"
          inputMode="decimal"
          value={amount}
          onChange={(change) => setAmount(change.target.value)}
        />
        <TextField
          id={`${fieldId}-year`}
          label="Year of the figure's data"
          type="number"
          inputMode="numeric"
          min={1990}
          max={2100}
          value={dataYear}
          onChange={(change) => setDataYear(change.target.value)}
        />
      </div>
      <TextField
        id={`${fieldId}-source`}
        label="Source"
        hint="Where the figure comes from, such as a state's published value of volunteer time."
        maxLength={VALUE_SOURCE_MAX_LENGTH}
        value={source}
        onChange={(change) => setSource(change.target.value)}
      />
      <FormBanner message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={set.isPending}>
          {set.isPending ? "Saving..." : "Save rate"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
