import { useQuery } from "@tanstack/react-query";
import { ApiError, api, readJson } from "../lib/api-client";

export const siteKeys = {
  all: ["site"] as const,
  logo: () => [...siteKeys.all, "logo"] as const,
};

/** The signed URL of the uploaded site logo, or null when none was uploaded. */
export function useSiteLogoQuery() {
  return useQuery({
    queryKey: siteKeys.logo(),
    queryFn: async () => {
      try {
        const { url } = await readJson<{ url: string }>(await api.site.logo.$get());
        return url;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
