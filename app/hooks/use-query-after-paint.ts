import type { FetchQueryOptions, QueryFunction, QueryKey } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/**
 * The data of a query that a page needs only after its first paint (the uploaded logo, whether
 * a visitor is in fact signed in). Its options, the API client and the query library load then:
 * a marketing page's first render ships none of them. The query goes through the page's one
 * QueryClient, so a later `useQuery` of the same key reuses the answer. `loadOptions` must be a
 * stable function.
 */
export function useQueryAfterPaint<T>(
  loadOptions: () => Promise<{ queryKey: QueryKey; queryFn?: QueryFunction<T, never> | symbol }>,
): T | undefined {
  const [data, setData] = useState<T>();
  useEffect(() => {
    let live = true;
    Promise.all([loadOptions(), import("../lib/query-client")])
      // The `useQuery` options of a query file, used as they are for a one-off fetch.
      .then(([options, { getQueryClient }]) => getQueryClient().fetchQuery(options as FetchQueryOptions<T>))
      .then(
        (value) => live && setData(value),
        () => {
          // As with an unanswered query: the page keeps what it shows.
        },
      );
    return () => {
      live = false;
    };
  }, [loadOptions]);
  return data;
}
