import { useId } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Input, Label, NativeSelect } from "../../components/ui/input";
import { useOrganisersQuery } from "../../queries/events";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ORGANISER = /^(group|partnership)-\d{1,9}$/;

/** Local midnight of a `YYYY-MM-DD` day, `days` later, as an instant (undefined when not a day). */
function startOfDay(day: string | null, days = 0): string | undefined {
  if (!day || !DATE.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + days);
  return date.toISOString();
}

/**
 * The events list's filters, kept in the address (`from`, `to`: days in the viewer's own time zone,
 * both included; `organiser`: `group-{n}` or `partnership-{n}`), and what the API takes for them.
 */
export function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const organiser = params.get("organiser") ?? "";
  const set = (key: "from" | "to" | "organiser", value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ["from", "to", "organiser"]) next.delete(key);
        return next;
      },
      { replace: true },
    );
  return {
    values: { from, to, organiser },
    set,
    clear,
    active: Boolean(from || to || organiser),
    query: {
      from: startOfDay(from),
      to: startOfDay(to, 1),
      organiser: ORGANISER.test(organiser) ? organiser : undefined,
    },
  };
}

/** From and to days and an organiser among the member's own groups and partnerships. */
export function EventFilters({ filters }: { filters: ReturnType<typeof useEventFilters> }) {
  const id = useId();
  const organisers = useOrganisersQuery("member");
  const { values } = filters;
  const known = organisers.data?.some((row) => row.id === values.organiser);
  return (
    <fieldset className="mt-4 grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
      <legend className="sr-only">Filter events</legend>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(change) => filters.set("from", change.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(change) => filters.set("to", change.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-organiser`}>Organised by</Label>
        <NativeSelect
          id={`${id}-organiser`}
          value={values.organiser}
          onChange={(change) => filters.set("organiser", change.target.value)}
        >
          <option value="">Anyone</option>
          {values.organiser && !known && <option value={values.organiser}>The chosen organisation</option>}
          {(organisers.data ?? []).map((row) => (
            <option key={row.id} value={row.id}>
              {row.name} ({row.type})
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="button" variant="outline" disabled={!filters.active} onClick={filters.clear}>
        Clear filters
      </Button>
    </fieldset>
  );
}
