import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "../lib/api-client";

export const siteKeys = {
  all: ["site"] as const,
  logo: () => [...siteKeys.all, "logo"] as const,
  config: () => [...siteKeys.all, "config"] as const,
};

/** The install's public settings: product name, configured sign-in providers. */
export function useSiteConfigQuery() {
  return useQuery({
    queryKey: siteKeys.config(),
    queryFn: async () =>
      readJson<{ appName: string; auth: { google: boolean; apple: boolean } }>(await api.site.config.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The signed URL of the uploaded site logo, or null when none was uploaded. */
export function useSiteLogoQuery() {
  return useQuery({
    queryKey: siteKeys.logo(),
    queryFn: async () => (await readJson<{ url: string | null }>(await api.site.logo.$get())).url,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
