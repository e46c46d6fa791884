import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

/** The install's public settings: product name, configured sign-in providers. */
export type SiteConfig = InferResponseType<typeof api.site.config.$get, 200>;
type SiteLogo = InferResponseType<typeof api.site.logo.$get, 200>;

export const siteKeys = {
  all: ["site"] as const,
  logo: () => [...siteKeys.all, "logo"] as const,
  config: () => [...siteKeys.all, "config"] as const,
};

/** The site configuration; it changes only when the server restarts. */
export const siteConfigQueryOptions = queryOptions({
  queryKey: siteKeys.config(),
  queryFn: async () => readJson<SiteConfig>(await api.site.config.$get()),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The signed URL of the uploaded site logo, or null when none was uploaded. */
export const siteLogoQueryOptions = queryOptions({
  queryKey: siteKeys.logo(),
  queryFn: async () => (await readJson<SiteLogo>(await api.site.logo.$get())).url,
  staleTime: Number.POSITIVE_INFINITY,
  // The bundled logo stands in at once; a failed look-up is not worth another request.
  retry: false,
});

/** The install's public settings: product name, configured sign-in providers. */
export function useSiteConfigQuery() {
  return useQuery(siteConfigQueryOptions);
}

/** The signed URL of the uploaded site logo, or null when none was uploaded. */
export function useSiteLogoQuery() {
  return useQuery(siteLogoQueryOptions);
}
