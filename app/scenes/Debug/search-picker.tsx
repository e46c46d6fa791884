import { useId, useState } from "react";
import { Input, Label } from "../../components/ui/input";
import { useSearchQuery } from "../../queries/search";

type Kind = "user" | "group" | "partnership" | "event";

/**
 * An id field with the members' search beside it: type a name, pick a result, and its id fills
 * the field; or paste an id.
 */
export function SearchPicker({
  label,
  kinds,
  value,
  onChange,
}: {
  label: string;
  kinds: Kind[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const [q, setQ] = useState("");
  const search = useSearchQuery(q);
  const results = (search.data ?? []).filter((result) => kinds.includes(result.type as Kind));
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <Label htmlFor={`${id}-search`}>Search by name</Label>
      <Input id={`${id}-search`} value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
      {results.length > 0 && (
        <ul className="grid gap-1" aria-label={`Results for ${label}`}>
          {results.map((result) => (
            <li key={`${result.type}-${result.id}`}>
              <button
                type="button"
                className="text-left text-sm text-primary underline"
                onClick={() => onChange(String(result.id))}
              >
                {result.name} ({result.type} {result.id})
              </button>
            </li>
          ))}
        </ul>
      )}
      <Label htmlFor={`${id}-id`}>Id</Label>
      <Input id={`${id}-id`} value={value} onChange={(e) => onChange(e.target.value.trim())} />
    </fieldset>
  );
}
