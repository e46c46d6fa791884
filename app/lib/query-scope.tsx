import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { getQueryClient } from "./query-client";

/** The component inside a provider of the page's one QueryClient (loaded with each lazy scene). */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={getQueryClient()}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}
