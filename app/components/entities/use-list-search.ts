import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { LIST_SEARCH_MIN_LENGTH } from "../../../shared/limits";
import { useDebouncedValue } from "../../hooks/use-debounced-value";

/** The search's debounce (spec §9: 300 ms), as the search dialog's. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box kept in the address (`?q=`, or another parameter for a second list on the
 * page, so Back and a reload keep it): what is typed now, and the query the list asks for once
 * typing pauses (nothing under 2 characters, spec §5).
 */
export function useListSearch(param = "q") {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get(param) ?? "");
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const inAddress = params.get(param) ?? "";
  useEffect(() => {
    if (inAddress === settled) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set(param, settled);
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [settled, inAddress, setParams, param]);
  const query = settled.length >= LIST_SEARCH_MIN_LENGTH ? settled : undefined;
  return { text, setText, query };
}
