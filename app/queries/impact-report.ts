import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { entityPath } from "../../shared/entity-paths";
import type { EntityType } from "../../shared/enums";
import type { ReportTable } from "../../shared/reports";
import type { CommunityType } from "../../shared/schemas/lists";
import { api, readJson } from "../lib/api-client";

/** Each entity type's client: their report routes are the same. */
const client = (type: EntityType) =>
  type === "group" ? api.groups : type === "partnership" ? api.partnerships : api.events;
const communityClient = (type: CommunityType) => (type === "group" ? api.groups : api.partnerships);

type ReportAnswer = InferResponseType<(typeof api.groups)[":id"]["report"]["$get"], 200>;
export type ImpactReport = ReportAnswer["report"];
type RatesAnswer = InferResponseType<(typeof api.groups)[":id"]["value-rates"]["$get"], 200>;
export type ValueRates = RatesAnswer;
export type ValueRateBody = InferRequestType<(typeof api.groups)[":id"]["value-rates"]["$post"]>["json"];

export interface ReportPeriodRange {
  from: string;
  to: string;
}

export const impactReportKeys = {
  all: (type: EntityType, id: number) => ["impact-report", type, id] as const,
  report: (type: EntityType, id: number, period: ReportPeriodRange) =>
    [...impactReportKeys.all(type, id), "report", period.from, period.to] as const,
  rates: (type: EntityType, id: number) => [...impactReportKeys.all(type, id), "rates"] as const,
};

/** The report of a group, partnership or event for a period; the last one stays shown while the next loads. */
export function useImpactReportQuery(type: EntityType, id: number, period: ReportPeriodRange) {
  return useQuery({
    queryKey: impactReportKeys.report(type, id, period),
    queryFn: async () =>
      readJson<ReportAnswer>(
        await client(type)[":id"].report.$get({ param: { id: String(id) }, query: period }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** A community's rates of volunteer time, latest first, and the default. */
export function useValueRatesQuery(type: CommunityType, id: number) {
  return useQuery({
    queryKey: impactReportKeys.rates(type, id),
    queryFn: async () =>
      readJson<RatesAnswer>(
        await communityClient(type)[":id"]["value-rates"].$get({ param: { id: String(id) } }),
      ),
  });
}

/** Sets a new rate; the rates and the reports (their rate in force) load again. */
export function useSetValueRate(type: CommunityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: ValueRateBody) =>
      readJson(await communityClient(type)[":id"]["value-rates"].$post({ param: { id: String(id) }, json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: impactReportKeys.all(type, id) }),
  });
}

/** Where a report's CSV table or PDF downloads from (a plain link: the browser saves the file). */
export function reportDownloadPath(
  type: EntityType,
  id: number,
  period: ReportPeriodRange,
  format: "pdf" | { table: ReportTable },
) {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (format !== "pdf") query.set("table", format.table);
  return `/api${entityPath({ type, id })}/report/${format === "pdf" ? "pdf" : "csv"}?${query}`;
}
