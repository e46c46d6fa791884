import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, readJson } from "../lib/api-client";

/** What /test/mobile previews: this install's native push platforms and the tab bar's rule. */
export type MobileDiagnostics = InferResponseType<(typeof api.diagnostics.mobile)["$get"], 200>;

export const mobileDiagnosticsKeys = {
  all: ["diagnostics", "mobile"] as const,
};

/** GET /api/diagnostics/mobile; a 403 means the page is not for this person. */
export function useMobileDiagnosticsQuery() {
  return useQuery({
    queryKey: mobileDiagnosticsKeys.all,
    queryFn: async () => readJson<MobileDiagnostics>(await api.diagnostics.mobile.$get()),
  });
}
